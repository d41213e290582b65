// Text the database cannot store: NUL (PostgreSQL text and jsonb refuse it) and a lone UTF-16
// surrogate (not Unicode; jsonb refuses its escape); and the other C0 control characters but tab,
// line feed and carriage return, which no field means to hold (domain/control-chars.ts). Found
// anywhere in a JSON body, keys included, it is a 400 on that field instead of a stored oddity.
import { forbiddenControl } from '../../src/domain/control-chars';

const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = { test: (text: string) => forbiddenControl.test(text) || lone.test(text) };

export function unstorableTextIn(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return unstorable.test(value) ? path || '_' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorableTextIn(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      // The field that holds the key, never the key itself: it goes into the answer, which is stored.
      if (unstorable.test(key)) return path || '_';
      const found = unstorableTextIn(entry, field);
      if (found) return found;
    }
  }
  return undefined;
}
