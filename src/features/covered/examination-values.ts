// How a saved examination field reads: booleans 'دارد' / 'ندارد' (001 §3), numbers in Persian
// digits, texts as written; a record's date in Jalali.
import type { RecordRow } from '../../db/index';
import { formatNumber } from '../../domain/digits';
import { formatJalali } from '../../domain/jalali';
import { messages } from '../../domain/messages';
import type { ExamField } from '../../domain/examination-fields';

export function examValueText(field: ExamField, value: unknown): string {
  if (field.kind === 'flag') return value === true ? messages.has : messages.hasNot;
  if (value === null || value === undefined || value === '') return '—';
  return field.kind === 'grade' || field.kind === 'amount' ? formatNumber(String(value)) : String(value);
}

/** The examination's own date (set when saved, 001 §3), else when this tablet first kept it. */
export function examDateText(record: RecordRow): string {
  return formatJalali(String(record.payload.date ?? record.createdAt));
}
