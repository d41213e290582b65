// Local lookup with 100,000 clients: the repository's national-code lookup and page of 6 with its
// total (db/queries clientPage) vs the bare indexed Dexie query (the limit), plus the time to
// paint the page's rows into the DOM.
import { Dexie } from 'dexie';
import { ClinicDb, clientPage, findByNationalCode, type ClientRow } from '../../src/db/index';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { clientFields, clientRow, nationalCodeOf } from './fixtures';
import { clearMeasures, nextPaint, timed } from './timing';

export interface LookupResult {
  seedMs: number;
  lookupRepository: number[];
  lookupBare: number[];
  pageRepository: number[];
  pageBare: number[];
  pagePaint: number[];
  totalShown: number;
}

const codePrefix = 4;

async function seed(db: ClinicDb, count: number): Promise<void> {
  const start = Date.UTC(2024, 0, 1);
  let covered = 0;
  let screening = 0;
  for (let from = 0; from < count; from += 2000) {
    const rows: ClientRow[] = [];
    for (let n = from; n < Math.min(count, from + 2000); n++) {
      const at = start + n * 60_000;
      const row = clientRow(uuidV7(at), clientFields(nationalCodeOf(codePrefix, n), n), new Date(at).toISOString(), n + 1);
      covered += row.inCovered;
      screening += row.inScreening;
      rows.push(row);
    }
    await db.clients.bulkAdd(rows);
  }
  await db.counters.bulkPut([
    { name: 'clients.all', value: count }, { name: 'clients.covered', value: covered }, { name: 'clients.screening', value: screening },
  ]);
}

function render(rows: ClientRow[]): void {
  const body = document.querySelector('#page tbody')!;
  body.innerHTML = '';
  for (const row of rows) {
    const tr = document.createElement('tr');
    for (const text of [row.fields.firstName, row.fields.lastName, row.nationalCode, row.fields.phoneNumber]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    body.append(tr);
  }
}

export async function benchLookup(count: number, samples: number): Promise<LookupResult> {
  const db = new ClinicDb(`bench-lookup-${Date.now()}`);
  await db.open();
  try {
    const seeded = await timed('lookup:seed', () => seed(db, count));
    const result: LookupResult = { seedMs: seeded.ms, lookupRepository: [], lookupBare: [], pageRepository: [], pageBare: [], pagePaint: [], totalShown: 0 };
    const pick = () => nationalCodeOf(codePrefix, Math.floor(Math.random() * count));
    const page = () => 1 + Math.floor(Math.random() * 50); // the first 300 clients: where staff page
    for (let i = 0; i < samples; i++) {
      const code = pick();
      result.lookupRepository.push((await timed('lookup:repository', () => findByNationalCode(db, code))).ms);
      result.lookupBare.push((await timed('lookup:bare', () => db.clients.where('nationalCode').equals(code).first())).ms);
      const p = page();
      result.pageRepository.push((await timed('page:repository', () => clientPage(db, 'all', p))).ms);
      result.pageBare.push((await timed('page:bare', () =>
        db.clients.where('[inAll+createdAt]').between([1, Dexie.minKey], [1, Dexie.maxKey]).reverse().offset((p - 1) * 6).limit(6).toArray())).ms);
      const painted = await timed('page:paint', async () => {
        const shown = await clientPage(db, 'all', p);
        render(shown.rows);
        await nextPaint();
        return shown.total;
      });
      result.pagePaint.push(painted.ms);
      result.totalShown = painted.value;
      if (i % 50 === 0) clearMeasures();
    }
    return result;
  } finally {
    db.close();
    await db.delete();
  }
}
