// "Keep the server's" on a conflict: the server's newest version replaces this tablet's edit
// (writeback/conflict-actions.ts), then what the pull kept back for that record, older than what
// was just taken, is passed over by version.
import type { ClinicDb } from '../store/index';
import { keepServerVersion } from '../writeback/index';
import { applyDeferredChanges } from './apply';

export async function keepServer(db: ClinicDb, id: string, now = Date.now()): Promise<void> {
  await keepServerVersion(db, id);
  await applyDeferredChanges(db, now);
}
