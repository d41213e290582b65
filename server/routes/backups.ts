// The last backup the server took, for SuperAdmin's «آخرین پشتیبان» card.
import { lastBackupResult } from '../../src/domain/schemas/last-backup';
import { reply } from '../http/envelope';
import type { RouteDef } from '../http/route';

export const backupRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Backup/last', access: { station: 'admins' }, result: lastBackupResult,
    summary: 'The last backup the server took (nightly or by npm run backup): when, its size, whether it was read back and checked; null before the first',
    handler: async (c) => reply(c, (await c.get('deps').backup.last()) ?? null),
  },
];
