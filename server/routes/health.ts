// health: whether the server and its database answer.
import { healthResult } from '../../src/domain/schemas/results';
import { sql } from 'drizzle-orm';
import { reply } from '../http/envelope';
import type { RouteDef } from '../http/route';

export const healthRoutes: RouteDef[] = [
  {
    method: 'get', path: 'health', access: 'public', result: healthResult, summary: 'Server and database status',
    handler: async (c) => {
      const { sql: db, databaseKind, version } = c.get('deps');
      await db.one(sql`SELECT 1 AS ok`);
      return reply(c, { status: 'ok', database: databaseKind, version });
    },
  },
];
