// CSV cells (issue 37 §4): formula starts made inert (OWASP), RFC 4180 quoting, CRLF lines.
import { describe, expect, it } from 'vitest';
import { csvBom, csvCell, csvLine } from '../../src/domain/csv';

describe('csvCell', () => {
  it.each(['=1+2', '+98', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])('puts an apostrophe before %j', (text) => {
    expect(csvCell(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
  });

  it('leaves Persian text, numbers and inner signs alone', () => {
    expect(csvCell('مریم احمدی')).toBe('مریم احمدی');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('تهران، خیابان, پلاک ۲')).toBe('"تهران، خیابان, پلاک ۲"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nnext')).toBe('"line\nnext"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('ends a line with CRLF; the BOM is U+FEFF', () => {
    expect(csvLine(['a', 1, '=x'])).toBe("a,1,'=x\r\n");
    expect(new TextEncoder().encode(csvBom)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
