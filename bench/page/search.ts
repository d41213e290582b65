// The search box's local read (issue 36 §1) over sealed clients: a 3-letter prefix of a name, the
// first page of 6 (db/records searchClientsFirst, off the keyed-hash index), its total counted
// after it as the search box does, and for
// comparison the other way it could have been built: every row opened into memory at unlock
// (what option (b), an index kept in memory only, would pay before the first search).
// No DOM: it runs in the bench page (Chromium) and under fake-indexeddb (bench/search-node.ts).
import { ClinicDb, searchClientsFirst, type ClientFields, type ClientRow } from '../../src/db/index';
import { searchRangeOf } from '../../src/db/crypto/index';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { clientRow, nationalCodeOf, relock } from './fixtures';

const firstNames = ['زهرا', 'فاطمه', 'مریم', 'معصومه', 'سمیه', 'نرگس', 'لیلا', 'سارا', 'الهام', 'مهسا', 'نسرین', 'شیرین', 'پروین', 'منیژه', 'طاهره', 'اعظم', 'رقیه', 'سکینه', 'زینب', 'کبری', 'هاجر', 'نازنین', 'آزاده', 'مینا', 'ژیلا', 'فرزانه', 'ملیحه', 'راضیه', 'حمیده', 'عاطفه'];
const lastNames = ['محمدی', 'احمدی', 'حسینی', 'رضایی', 'موسوی', 'کریمی', 'جعفری', 'صادقی', 'حیدری', 'کاظمی', 'رحیمی', 'قاسمی', 'اکبری', 'نوری', 'ابراهیمی', 'یزدان‌پناه', 'طاهری', 'شریفی', 'عباسی', 'سلیمانی', 'مرادی', 'زارعی', 'بهرامی', 'نجفی', 'فتحی', 'قربانی', 'امیری', 'سبحانی', 'خسروی', 'میرزایی', 'باقری', 'رستمی', 'کامرانی', 'فرهادی', 'پاکزاد', 'نیک‌نام', 'وحیدی', 'هاشمی', 'توکلی', 'دلاوری'];

export function searchFields(n: number): ClientFields {
  return {
    firstName: firstNames[n % firstNames.length]!, lastName: lastNames[Math.floor(n / firstNames.length) % lastNames.length]!, fatherName: 'علی',
    nationalCode: nationalCodeOf(5, n), nationality: 'ایرانی', birthCertificateNumber: String(10000 + (n % 89999)),
    birthDay: '1985-03-21', gender: 1, education: 1 + (n % 5), maritalStatus: 1 + (n % 2), numberOfChildren: n % 4, housing: 1 + (n % 3),
    address: `تهران، کوچه ${n % 120}، پلاک ${n % 60}`, phoneNumber: `0912${String(n % 10_000_000).padStart(7, '0')}`,
    isCoveredPatient: n % 3 === 0, isScreening: n % 2 === 0, isPersonnel: false, isNew: true, greenCardCode: ' ',
  };
}

export interface SearchBenchResult {
  count: number;
  seedMs: number;
  indexEntries: number;
  /** To the first page's rows (what the search box paints). */
  firstPage: number[];
  totals: number[];
  /** Counting the total after them (the pager's page count comes then). */
  totalAfter: number[];
  /** The first page's parts, timed apart over the same prefixes: the 6 newest entries' keys off
   *  the index, their rows opened, and the count of every match. */
  parts: { keys: number[]; rows: number[]; count: number[] };
  openAllMs: number;
}

/** `onSeeded`: called with each 1,000 rows written (a slow store says how far it got). */
export async function benchSearch(count: number, samples: number, now = () => performance.now(), onSeeded?: (done: number) => void): Promise<SearchBenchResult> {
  const db = new ClinicDb(`bench-search-${Date.now()}`, { durability: 'relaxed' });
  await db.open();
  try {
    const seedStart = now();
    const start = Date.UTC(2024, 0, 1);
    for (let from = 0; from < count; from += 1000) {
      const rows: ClientRow[] = [];
      for (let n = from; n < Math.min(count, from + 1000); n++) {
        const at = start + n * 60_000;
        rows.push(clientRow(uuidV7(at), searchFields(n), new Date(at).toISOString(), n + 1));
      }
      await db.clients.bulkAdd(rows); // the sealing layer seals each and writes its index entries
      onSeeded?.(Math.min(count, from + 1000));
    }
    const seedMs = now() - seedStart;
    relock(); // read as a tablet does later, not as the realm that just wrote the rows
    const prefixes = [...firstNames, ...lastNames].map((name) => name.slice(0, 3));
    const result: SearchBenchResult = { count, seedMs, indexEntries: 0, firstPage: [], totals: [], totalAfter: [], parts: { keys: [], rows: [], count: [] }, openAllMs: 0 };
    for (let i = 0; i < samples; i++) {
      const prefix = prefixes[Math.floor(Math.random() * prefixes.length)]!;
      // The rows the screen paints, then (apart, as the screen asks after painting) the total.
      const at = now();
      const page = await searchClientsFirst(db, 'all', prefix, 1);
      result.firstPage.push(now() - at);
      const counting = now();
      result.totals.push(await page.count());
      result.totalAfter.push(now() - counting);
      if (page.rows.length === 0) throw new Error(`the prefix ${i} found nothing`);
    }
    for (let i = 0; i < Math.min(samples, 60); i++) {
      const [lower, upper] = searchRangeOf(`n:${prefixes[Math.floor(Math.random() * prefixes.length)]!}`);
      const entries = db.clients.where('searchKeys').between(lower, upper, true, true);
      let at = now();
      const keys = await entries.clone().reverse().limit(6).primaryKeys();
      result.parts.keys.push(now() - at);
      at = now();
      await db.clients.bulkGet(keys);
      result.parts.rows.push(now() - at);
      at = now();
      await entries.count();
      result.parts.count.push(now() - at);
    }
    result.indexEntries = await db.clients.where('searchKeys').between('', '\uffff').count();
    relock();
    const openStart = now();
    await db.clients.toArray(); // every row opened: what an in-memory index would read at unlock
    result.openAllMs = now() - openStart;
    return result;
  } finally {
    await db.delete();
  }
}
