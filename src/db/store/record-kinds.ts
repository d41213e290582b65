// Which Dexie table keeps which kind of clinical record (seed 001 and SMS).
import type { RecordKind, RecordTableName } from './types';

export const recordTableOf: Record<RecordKind, RecordTableName> = {
  consultation: 'consultations',
  screeningTest: 'screeningTests',
  helperTest: 'helperTests',
  diseaseData: 'diseaseData',
  examination: 'examinations',
  sms: 'smsMessages',
};

export const recordKindOfTable = Object.fromEntries(
  Object.entries(recordTableOf).map(([kind, table]) => [table, kind as RecordKind]),
) as Record<RecordTableName, RecordKind>;

export const recordTableNames = Object.values(recordTableOf);
