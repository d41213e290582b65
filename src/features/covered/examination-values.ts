// How a saved examination field reads: booleans 'دارد' / 'ندارد' (001 §3), numbers in Persian
// digits, texts as written.
import { formatNumber } from '../../domain/digits';
import { messages } from '../../domain/messages';
import type { ExamField } from '../../domain/examination-fields';

export function examValueText(field: ExamField, value: unknown): string {
  if (field.kind === 'flag') return value === true ? messages.has : messages.hasNot;
  if (value === null || value === undefined || value === '') return '—';
  return field.kind === 'grade' || field.kind === 'amount' ? formatNumber(String(value)) : String(value);
}
