// Migration 021 on a database written before it: a client stored with Arabic letters, tatweel,
// marks and stray ZWNJs gets its names in the stored form and is found by text at once; and the
// migration's SQL twins of the domain's normalisers (persian_normal, persian_stored) give the
// domain's answers, so the index the triggers keep reads names as the server's code does.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientTextPage } from '../../server/store/client-text-search';
import { parseSearchQuery } from '../../src/domain/search-terms';
import { normalisePersian } from '../../src/domain/persian-text';
import { storedPersian } from '../../src/domain/persian-stored-text';
import { databaseBefore } from './migration-before';

const samples = [
  'حسین‌زاده', ' ‌علي ‌ رضا‌ ', 'محمدي‌‌نژاد', 'كريمي', 'فاطمة', 'ۀ', 'فاطمـــه', 'مُحَمَّد', 'ABC‌', '۱۲۳٤', '\u200Cزهرا',
  'a\u200D\u200Cb', 'x\u2003y\u00A0z\ty', 'زهرا  محمدی', 'آزاده\u200F', '',
];

describe('migration 021 (search by text)', () => {
  it('stores older rows in one form, finds them by text, and its SQL normalises as the domain does', async () => {
    const older = await databaseBefore('021_');
    try {
      const { db } = older;
      const before = { firstName: 'فاطمـة', lastName: '\u200Cكريمي‌‌نژاد ', fatherName: 'علي', nationality: 'ايراني', address: 'تهران،  خيابان   انقلاب', phoneNumber: '09121112233', birthCertificateNumber: '12' };
      await db.rows(sql`INSERT INTO clients (national_code, data, is_covered_patient) VALUES ('0012345679', ${JSON.stringify(before)}::jsonb, true)`);
      await db.rows(sql`INSERT INTO clients (national_code, data) VALUES ('0012345680', ${JSON.stringify({ firstName: 'مریم', lastName: 'نوری', phoneNumber: '09120000000' })}::jsonb)`);
      await older.apply();

      const [row] = await db.rows<{ data: Record<string, string>; version: number }>(sql`SELECT data, version FROM clients WHERE national_code = '0012345679'`);
      expect(row!.data).toEqual({ ...before, firstName: 'فاطمه', lastName: 'کریمی\u200Cنژاد', fatherName: 'علی', nationality: 'ایرانی', address: 'تهران، خیابان انقلاب' });
      expect(row!.version).toBe(1);
      for (const query of ['فاطمه کریمی', 'نژاد', '+989121112233', '00123']) {
        const found = await clientTextPage(db, parseSearchQuery(query)!, 'covered', 1, 6);
        expect(found.items.map((c) => c.lastName), query).toEqual(['کریمی\u200Cنژاد']);
      }
      // A client written after it is indexed by its triggers.
      await db.rows(sql`INSERT INTO clients (national_code, data) VALUES ('0012345681', ${JSON.stringify({ firstName: 'ژاله', lastName: 'تازه', phoneNumber: '09123334455' })}::jsonb)`);
      expect((await clientTextPage(db, parseSearchQuery('تاز ژا')!, 'all', 1, 6)).total).toBe(1);

      for (const text of samples) {
        const twins = await db.one<{ normal: string; stored: string }>(sql`SELECT persian_normal(${text}) AS normal, persian_stored(${text}) AS stored`);
        expect(twins, JSON.stringify(text)).toEqual({ normal: normalisePersian(text), stored: storedPersian(text) });
      }
    } finally {
      await older.close();
    }
  });
});
