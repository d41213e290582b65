// How a saved examination field reads: booleans 'دارد' / 'ندارد' (001 §3), numbers in Persian
// digits (a blood value with its unit), texts as written; a record's dates in Jalali.
import type { RecordRow } from '../../db/index';
import { performedDayOf } from '../../domain/clinical-dates';
import { formatNumber } from '../../domain/digits';
import { formatJalali } from '../../domain/jalali';
import { messages } from '../../domain/messages';
import { examFieldUnits, type ExamField } from '../../domain/examination-fields';

export function examValueText(field: ExamField, value: unknown): string {
  if (field.kind === 'flag') return value === true ? messages.has : messages.hasNot;
  if (value === null || value === undefined || value === '') return '—';
  if (field.kind === 'grade') return formatNumber(String(value));
  if (field.kind === 'amount') {
    const unit = examFieldUnits[field.name];
    return unit ? `${formatNumber(String(value))} ${unit}` : formatNumber(String(value));
  }
  return String(value);
}

/** When the examination was typed (its `date`, set when saved), else when this tablet first kept it. */
export function examDateText(record: RecordRow): string {
  return formatJalali(String(record.payload.date ?? record.createdAt));
}

/** The day the examination was done (issue 36 §4); a record saved before: the day it was typed. */
export function examPerformedText(record: RecordRow): string {
  return formatJalali(performedDayOf(record.payload, record.createdAt));
}
