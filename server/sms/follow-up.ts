// Delivery, when the provider reports it (Kavenegar: its status by localid). A sent message is
// asked about a minute after it went, then every ten minutes for two days: delivered, not
// delivered (failed, with the reason in Persian), or still on its way.
import type { Sql } from '../db/sql';
import type { Logger } from '../observe/log';
import type { ServerMetrics } from '../observe/metrics';
import type { SmsClock } from './clock';
import { reported, type ClaimedSms } from './outbox-rows';
import type { SmsProvider } from './provider';

const lookAgainMs = 10 * 60_000;

export async function followUp(db: Sql, provider: SmsProvider, row: ClaimedSms, clock: SmsClock, log: Logger, metrics: ServerMetrics): Promise<void> {
  let known;
  try {
    known = await provider.lookup!({ localId: row.local_id, phoneNumber: row.phone_number, text: row.text }, clock);
  } catch {
    known = { kind: 'unreachable' } as const;
  }
  if (known.kind === 'delivered' || known.kind === 'failed') {
    await reported(db, row.id, known.kind === 'failed' ? { state: 'failed', reason: known.reason } : { state: 'delivered' });
    log.info('sms', { id: row.id, state: known.kind, provider: provider.name });
    metrics.sms.inc({ outcome: known.kind });
    return;
  }
  await reported(db, row.id, { next: clock.now() + lookAgainMs });
}
