// Offline, the follow-ups this tablet knows: those the pull brought (the server's, so marked by
// hand and closed on any tablet as the server last said), and the rule over this tablet's own
// records (domain/follow-up.ts) for a record whose follow-up the pull has not brought yet (saved
// here, or not yet pulled). A record the server holds a follow-up of, open or closed, is the
// server's to answer: its rule row is left out. Newest first.
import { useHeldFollowUps, useRecordsWithClients, type ClientRow, type HeldFollowUp, type RecordKind, type RecordRow } from '../../db/react/index';
import { isExaminationCause, joinReasons, recordCauses, reasonsLine } from '../../domain/follow-up';
import { followUpText } from '../../domain/follow-up-text';

export interface TabletFollowUp {
  key: string;
  client: ClientRow;
  reason: string;
  /** When the record was done (performedAt), else made, or the follow-up opened: an ISO date or instant. */
  date: string;
  /** The cause is an examination's (not the screening form's). */
  fromExamination: boolean;
}

const kinds: readonly RecordKind[] = ['screeningTest', 'examination'];
const none: readonly RecordKind[] = [];

export const dateOf = (record: RecordRow): string => {
  const { performedAt, date } = record.payload;
  if (typeof performedAt === 'string') return performedAt;
  return typeof date === 'string' ? date : record.createdAt;
};

function heldRow({ row, client }: HeldFollowUp): TabletFollowUp | undefined {
  const { source, reason, causes, openedAt, closedAt } = row.payload;
  if (closedAt) return undefined;
  const text = String(reason ?? '');
  return {
    key: `server-${row.serverId ?? row.localId}`, client, reason: source === 'hand' ? `${followUpText.byHand}: ${text}` : text,
    date: typeof openedAt === 'string' ? openedAt : row.createdAt,
    fromExamination: Array.isArray(causes) && causes.some((code) => typeof code === 'string' && isExaminationCause(code)),
  };
}

export function tabletFollowUps(rows: readonly { record: RecordRow; client: ClientRow }[], held: readonly HeldFollowUp[] = []): TabletFollowUp[] {
  const answered = new Set(held.map(({ row }) => row.payload.recordId).filter((id) => id !== null && id !== undefined).map(String));
  const byRule = rows.flatMap(({ record, client }) => {
    if (record.serverId !== undefined && answered.has(String(record.serverId))) return [];
    const causes = recordCauses(record);
    return causes.length === 0 ? [] : [{ key: record.localId, client, reason: reasonsLine(causes), date: dateOf(record), fromExamination: record.kind === 'examination' }];
  });
  return [...byRule, ...held.flatMap((one) => heldRow(one) ?? [])]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** One patient's: whether any is open, and their reasons as one line (the banner). */
export function openOfPatient(rows: readonly { record: RecordRow; client: ClientRow }[], held: readonly HeldFollowUp[]): { open: boolean; reason: string } {
  const open = tabletFollowUps(rows, held);
  return { open: open.length > 0, reason: joinReasons(open.map((row) => row.reason)) };
}

/** `enabled` false (the server's list is shown): nothing is read. */
export function useTabletFollowUps(enabled: boolean): TabletFollowUp[] | undefined {
  const rows = useRecordsWithClients(enabled ? kinds : none);
  const held = useHeldFollowUps(enabled);
  return rows && held && tabletFollowUps(rows, held);
}
