// health: whether the server and its database answer. `health/live` is the process alone (a
// supervisor restarts a server that stops answering it); `health/ready` is whether it can serve
// (the database reachable, every migration of this release applied): 503 until then, so a proxy
// or a check after an upgrade waits for it.
import * as v from 'valibot';
import { healthResult } from '../../src/domain/schemas/results';
import { serverMessages } from '../../src/domain/server-messages';
import { sql } from 'drizzle-orm';
import { appliedCount, migrationCount } from '../db/migrate';
import { envelope, reply } from '../http/envelope';
import type { RouteDef } from '../http/route';
import { errorClassOf } from '../observe/log';

const liveResult = v.object({ status: v.literal('ok') });
const readyResult = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgresql']), migrations: v.number() });

export const healthRoutes: RouteDef[] = [
  {
    method: 'get', path: 'health', access: 'public', result: healthResult, summary: 'Server and database status',
    handler: async (c) => {
      const { sql: db, databaseKind, version } = c.get('deps');
      await db.one(sql`SELECT 1 AS ok`);
      return reply(c, { status: 'ok', database: databaseKind, version });
    },
  },
  {
    method: 'get', path: 'health/live', access: 'public', result: liveResult, summary: 'Liveness: the process answers (no database call)',
    handler: async (c) => reply(c, { status: 'ok' }),
  },
  {
    method: 'get', path: 'health/ready', access: 'public', result: readyResult, statuses: [503],
    summary: 'Readiness: the database answers and every migration of this release is applied',
    handler: async (c) => {
      const { sql: db, databaseKind, log } = c.get('deps');
      const applied = await appliedCount(db).catch((error: unknown) => {
        log.warn('not-ready', { reason: 'database', error: errorClassOf(error) });
        return -1;
      });
      if (applied < migrationCount()) {
        if (applied >= 0) log.warn('not-ready', { reason: 'migrations', applied, expected: migrationCount() });
        return c.json(envelope(503, serverMessages.serverNotReady), 503);
      }
      return reply(c, { status: 'ok', database: databaseKind, migrations: applied });
    },
  },
];
