// Offline, the follow-ups the rule finds in this tablet's own records (domain/follow-up.ts): one
// row per record that calls for one, newest first. The server's list is the clinic's truth (it
// knows what was closed and what other tablets saved); this is what the tablet can say alone.
import { useRecordsWithClients, type ClientRow, type RecordKind, type RecordRow } from '../../db/react/index';
import { recordCauses, reasonsLine } from '../../domain/follow-up';

export interface TabletFollowUp {
  key: string;
  client: ClientRow;
  reason: string;
  /** When the record was done (performedAt), else made: an ISO date or instant. */
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

export function tabletFollowUps(rows: readonly { record: RecordRow; client: ClientRow }[]): TabletFollowUp[] {
  return rows
    .flatMap(({ record, client }) => {
      const causes = recordCauses(record);
      return causes.length === 0 ? [] : [{ key: record.localId, client, reason: reasonsLine(causes), date: dateOf(record), fromExamination: record.kind === 'examination' }];
    })
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** `enabled` false (the server's list is shown): nothing is read. */
export function useTabletFollowUps(enabled: boolean): TabletFollowUp[] | undefined {
  const rows = useRecordsWithClients(enabled ? kinds : none);
  return rows && tabletFollowUps(rows);
}
