// The cost of sealing patient data at rest: the same repository calls on a tablet
// database that seals (unlocked with a random key) and on one that does not, interleaved round
// by round in one page: intake save, a national-code lookup and a page of 6 among `clients`
// clients, and a document photo of `photoBytes` bytes (a 12 MP camera photo as the app keeps it).
import { ClinicDb, addDocument, clientPage, createClient, findByNationalCode, newDataKey, unlockWith, type ClientRow } from '../../src/db/index';
import { sealPatientData } from '../../src/db/crypto/sealing-switch';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { clientFields, clientRow, nationalCodeOf } from './fixtures';
import { clearMeasures, timed } from './timing';

type Pair = { sealed: number[]; plain: number[] };
export interface SealingResult {
  save: Pair;
  lookup: Pair;
  page: Pair;
  photo: Pair;
  seedMs: number;
}

const pair = (): Pair => ({ sealed: [], plain: [] });

function open(sealed: boolean): ClinicDb {
  sealPatientData(sealed);
  const db = new ClinicDb(`bench-sealing-${sealed ? 'sealed' : 'plain'}-${Date.now()}`);
  sealPatientData(true);
  return db;
}

async function seed(db: ClinicDb, count: number): Promise<void> {
  const start = Date.UTC(2024, 0, 1);
  for (let from = 0; from < count; from += 2000) {
    const rows: ClientRow[] = [];
    for (let n = from; n < Math.min(count, from + 2000); n++) {
      const at = start + n * 60_000;
      rows.push(clientRow(uuidV7(at), clientFields(nationalCodeOf(5, n), n), new Date(at).toISOString(), n + 1));
    }
    await db.clients.bulkPut(rows);
  }
  await db.counters.bulkPut([{ name: 'clients.all', value: count }]);
}

export async function benchSealing(rounds: number, perRound: number, clients: number, photoBytes: number): Promise<SealingResult> {
  unlockWith(newDataKey());
  const dbs = { sealed: open(true), plain: open(false) };
  const result: SealingResult = { save: pair(), lookup: pair(), page: pair(), photo: pair(), seedMs: 0 };
  const photo = crypto.getRandomValues(new Uint8Array(65_536));
  const bytes = new Uint8Array(photoBytes);
  for (let at = 0; at < photoBytes; at += photo.length) bytes.set(photo.subarray(0, Math.min(photo.length, photoBytes - at)), at);
  try {
    const seeding = performance.now();
    for (const db of Object.values(dbs)) await seed(db, clients);
    result.seedMs = performance.now() - seeding;
    let n = 0;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['sealed', 'plain'] as const) : (['plain', 'sealed'] as const);
      for (const side of order) {
        const db = dbs[side];
        for (let i = 0; i < perRound; i++) {
          const k = n++;
          const { value: localId, ms } = await timed(`sealing:save:${side}`, () => createClient(db, clientFields(nationalCodeOf(6, k), clients + k)));
          result.save[side].push(ms);
          result.lookup[side].push((await timed(`sealing:lookup:${side}`, () => findByNationalCode(db, nationalCodeOf(5, (k * 7919) % clients)))).ms);
          result.page[side].push((await timed(`sealing:page:${side}`, () => clientPage(db, 'all', 1 + ((k * 31) % 1000)))).ms);
          if (i % 10 === 0) {
            result.photo[side].push((await timed(`sealing:photo:${side}`, () => addDocument(db, localId, 'identity', 0, { bytes: bytes.slice().buffer, mime: 'image/jpeg' }))).ms);
          }
        }
      }
      clearMeasures();
    }
  } finally {
    for (const db of Object.values(dbs)) {
      db.close();
      await db.delete();
    }
  }
  return result;
}
