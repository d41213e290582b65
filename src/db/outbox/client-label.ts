// A client in words for the sync centre and the toasts: the name on the tablet, or the name the
// entry itself carries (a refused create, or a label kept when the server refused it).
import type { ClientRow, OutboxEntry } from '../store/index';

const nameOf = (fields: { firstName?: unknown; lastName?: unknown } | undefined) =>
  `${String(fields?.firstName ?? '')} ${String(fields?.lastName ?? '')}`.trim();

/** '' when neither the tablet nor the entry knows a name. */
export function clientLabelOf(entry: OutboxEntry, client: ClientRow | undefined | null): string {
  return nameOf(client?.fields) || entry.clientLabel || (entry.table === 'clients' ? nameOf(entry.payload) : '');
}
