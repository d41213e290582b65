// The last backup the server took (GET Backup/last), for SuperAdmin's card. Needs the network.
import * as v from 'valibot';
import { lastBackupResult, type LastBackup } from '../domain/schemas/last-backup';
import { request } from './client';

export async function fetchLastBackup(): Promise<LastBackup> {
  const envelope = await request('Backup/last');
  return v.parse(lastBackupResult, envelope.result ?? null);
}
