// sync/changes?since=&limit=: every change in commit order, scoped to what the role may read.
import { syncChangesResult } from '../../src/domain/schemas/results';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { messages } from '../../src/domain/messages';
import { roleMay, type Station } from '../../src/domain/permissions';
import type { PulledEntity } from '../../src/domain/sync-entities';
import { readFeed } from '../store/change-feed';
import { reply } from '../http/envelope';
import { check } from '../http/validate';
import type { RouteDef } from '../http/route';

/** The station whose readers may receive each entity. */
export const entityStation: Record<PulledEntity, Station> = {
  client: 'clients',
  document: 'clients',
  personalDocument: 'clients',
  consultation: 'consultation',
  screeningTest: 'screening',
  helperTest: 'helper',
  diseaseData: 'helper',
  examination: 'covered',
  // The follow-up list's stations: a follow-up names its cause (issue 36 §6).
  followUp: 'followUp',
};

export const querySchema = v.object({
  since: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, messages.invalidValue)), '0'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, messages.invalidValue), v.transform(Number), v.minValue(1, messages.invalidValue), v.maxValue(1000, messages.invalidValue)), '500'),
});

export const syncRoutes: RouteDef[] = [
  {
    method: 'get', path: 'sync/changes', access: { station: 'sync' }, query: querySchema, result: syncChangesResult, summary: 'Changes after a cursor (query since, limit ≤ 1000), in commit order',
    handler: async (c, caller) => {
      const query = check(querySchema, { since: c.req.query('since'), limit: c.req.query('limit') });
      const entities = (Object.keys(entityStation) as PulledEntity[]).filter((entity) => roleMay(caller!.role, entityStation[entity]));
      const db = c.get('deps').sql;
      const feed = await readFeed(db, BigInt(query.since), Number(query.limit), entities);
      // A handful of rows (the clinic's staff); on every page, so a tablet hears of a password
      // reset with whichever user's pull comes first.
      const credentials = await db.rows<{ userId: number; credentialsVersion: number }>(sql`
        SELECT id AS "userId", credentials_version AS "credentialsVersion" FROM users WHERE role <> 'Kiosk' ORDER BY id`);
      return reply(c, { ...feed, credentials });
    },
  },
];
