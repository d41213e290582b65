// Intake save: createClient (record + counter + outbox entry, one transaction) vs the limit, a
// bare Dexie transaction putting the same three rows with no reads. Interleaved round by round.
// Beside them, the same createClient on a database opened with Chromium's default durability
// ('relaxed'): what the app's strict durability costs a save.
import { ClinicDb, createClient, type OutboxEntry } from '../../src/db/index';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { clientFields, clientRow, nationalCodeOf } from './fixtures';
import { clearMeasures, timed } from './timing';

export interface IntakeResult {
  repository: number[];
  bare: number[];
  relaxed: number[];
}

async function barePut(db: ClinicDb, n: number): Promise<void> {
  const now = Date.now();
  const localId = uuidV7(now);
  const at = new Date(now).toISOString();
  const fields = clientFields(nationalCodeOf(31, n), n);
  const entry: OutboxEntry = {
    id: uuidV7(now), operation: 'client.create', table: 'clients', localId, chain: localId,
    payload: { ...fields, localId }, attempts: 0, nextAttemptAt: 0, state: 'pending', createdAt: at,
  };
  await db.transaction('rw', db.clients, db.outbox, db.counters, async () => {
    await db.clients.put(clientRow(localId, fields, at));
    await db.outbox.put(entry);
    await db.counters.put({ name: 'bench.bare', value: n });
  });
}

export async function benchIntake(rounds: number, perRound: number): Promise<IntakeResult> {
  const db = new ClinicDb(`bench-intake-${Date.now()}`);
  const relaxedDb = new ClinicDb(`bench-intake-relaxed-${Date.now()}`, { durability: 'relaxed' });
  await Promise.all([db.open(), relaxedDb.open()]);
  const result: IntakeResult = { repository: [], bare: [], relaxed: [] };
  let n = 0;
  try {
    // Warm-up: the first transactions pay for opening the stores.
    for (let i = 0; i < 10; i++) {
      await createClient(db, clientFields(nationalCodeOf(30, n), n));
      await createClient(relaxedDb, clientFields(nationalCodeOf(32, n), n));
      await barePut(db, n++);
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['repository', 'bare', 'relaxed'] as const : ['relaxed', 'bare', 'repository'] as const;
      for (const side of order) {
        for (let i = 0; i < perRound; i++) {
          const k = n++;
          const { ms } = side === 'repository'
            ? await timed('intake:repository', () => createClient(db, clientFields(nationalCodeOf(30, k), k)))
            : side === 'relaxed'
              ? await timed('intake:relaxed', () => createClient(relaxedDb, clientFields(nationalCodeOf(32, k), k)))
              : await timed('intake:bare', () => barePut(db, k));
          result[side].push(ms);
        }
      }
      clearMeasures();
    }
  } finally {
    db.close();
    relaxedDb.close();
    await Promise.all([db.delete(), relaxedDb.delete()]);
  }
  return result;
}
