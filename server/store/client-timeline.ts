// One client's story as the server holds it (issue 36 §3): the registration, every record and
// every SMS of the kinds the caller's station may read, each with who recorded it. Undefined when
// the client does not exist. Order is the domain's (src/domain/timeline.ts), as on the tablet.
import { sql } from 'drizzle-orm';
import { orderTimeline, type TimelineKind } from '../../src/domain/timeline';
import type { ServerTimelineEntry } from '../../src/domain/schemas/timeline';
import type { Sql } from '../db/sql';

/** The stored kinds behind each timeline kind, and the data field that holds each one's subtype. */
const storedKinds: Partial<Record<TimelineKind, { kind: string; subtype: string }[]>> = {
  document: [{ kind: 'document', subtype: 'documentTypes' }, { kind: 'personalDocument', subtype: 'personalFileType' }],
  consultation: [{ kind: 'consultation', subtype: 'consultType' }],
  screeningTest: [{ kind: 'screeningTest', subtype: 'testType' }],
  helperTest: [{ kind: 'helperTest', subtype: 'visitType' }],
  diseaseData: [{ kind: 'diseaseData', subtype: '' }],
  examination: [{ kind: 'examination', subtype: 'type' }],
};

interface Row {
  id: number; kind: string; local_id: string | null; subtype: string | null; performed_at: string | null;
  recorded_at: string | Date; first_name: string | null; last_name: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const nameOf = (row: Pick<Row, 'first_name' | 'last_name'>) => {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return name === '' ? null : name;
};
const dayText = (value: string | Date | null) => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : iso(value).slice(0, 10));

export async function timelineOf(db: Sql, clientId: number, kinds: readonly TimelineKind[]): Promise<ServerTimelineEntry[] | undefined> {
  const client = await db.one<{ id: number; local_id: string | null; created_at: string | Date; first_name: string | null; last_name: string | null }>(sql`SELECT c.id, c.local_id, c.created_at, u.first_name, u.last_name
    FROM clients c LEFT JOIN users u ON u.id = c.recorded_by WHERE c.id = ${clientId}`);
  if (!client) return undefined;
  const entries: ServerTimelineEntry[] = [];
  const base = { subtype: null, personal: false, performedAt: null, recordedBy: null, sync: 'sent' as const };
  if (kinds.includes('registration')) {
    entries.push({ ...base, kind: 'registration', serverId: client.id, localId: client.local_id, recordedAt: iso(client.created_at), recordedBy: nameOf(client) });
  }
  const wanted = kinds.flatMap((kind) => (storedKinds[kind] ?? []).map((stored) => ({ ...stored, timeline: kind })));
  if (wanted.length > 0) {
    // The subtype's field differs by kind: one CASE names it; `date` is when the tablet made it.
    const subtype = sql.join(wanted.map((w) => sql`WHEN ${w.kind} THEN r.data->>${w.subtype}`), sql` `);
    const rows = await db.rows<Row>(sql`SELECT r.id, r.kind, r.local_id, CASE r.kind ${subtype} END AS subtype, r.performed_at::text AS performed_at,
        CASE WHEN r.data->>'date' ~ '^\\d{4}-\\d{2}-\\d{2}T' THEN (r.data->>'date')::timestamptz ELSE r.created_at END AS recorded_at,
        u.first_name, u.last_name
      FROM records r LEFT JOIN users u ON u.id = r.recorded_by
      WHERE r.client_id = ${clientId} AND r.kind IN (${sql.join(wanted.map((w) => sql`${w.kind}`), sql`, `)})`);
    for (const row of rows) {
      const timeline = wanted.find((w) => w.kind === row.kind)!.timeline;
      const code = row.subtype === null || row.subtype === '' ? null : Number(row.subtype);
      entries.push({
        kind: timeline, subtype: Number.isInteger(code) ? code : null, personal: row.kind === 'personalDocument', serverId: row.id,
        localId: row.local_id, performedAt: dayText(row.performed_at), recordedAt: iso(row.recorded_at), recordedBy: nameOf(row), sync: 'sent',
      });
    }
  }
  if (kinds.includes('sms')) {
    const rows = await db.rows<Row>(sql`SELECT s.id, s.local_id, s.created_at AS recorded_at, u.first_name, u.last_name
      FROM sms_messages s LEFT JOIN users u ON u.id = s.user_id WHERE s.client_id = ${clientId}`);
    for (const row of rows) entries.push({ ...base, kind: 'sms', serverId: row.id, localId: row.local_id, recordedAt: iso(row.recorded_at), recordedBy: nameOf(row) });
  }
  return orderTimeline(entries) as ServerTimelineEntry[];
}
