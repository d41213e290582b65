// The SMS count at every boundary (issue 36 §7): UCS-2 70 in one part, 67 per part after;
// GSM-7 160 then 153; an extension character counts 2; one Persian letter makes it all UCS-2.
import { describe, expect, it } from 'vitest';
import { smsParts } from '../../src/domain/sms-parts';
import { smsText } from '../../src/domain/sms-text';

const fa = (n: number) => 'س'.repeat(n);
const en = (n: number) => 'a'.repeat(n);

describe('smsParts', () => {
  it.each([
    [0, 0], [1, 1], [70, 1], [71, 2], [134, 2], [135, 3], [201, 3], [202, 4],
  ])('Persian text of %i characters is %i parts (UCS-2)', (length, parts) => {
    expect(smsParts(fa(length))).toEqual({ encoding: length === 0 ? 'gsm7' : 'ucs2', characters: length, parts });
  });

  it.each([
    [160, 1], [161, 2], [306, 2], [307, 3], [459, 3], [460, 4],
  ])('GSM-7 text of %i characters is %i parts', (length, parts) => {
    expect(smsParts(en(length))).toEqual({ encoding: 'gsm7', characters: length, parts });
  });

  it('an extension character counts 2: 159 letters and a { are 161, two parts', () => {
    expect(smsParts(`${en(158)}{`)).toEqual({ encoding: 'gsm7', characters: 160, parts: 1 });
    expect(smsParts(`${en(159)}{`)).toEqual({ encoding: 'gsm7', characters: 161, parts: 2 });
    expect(smsParts('€[]~^|\\}').characters).toBe(16);
  });

  it('one Persian letter or Persian digit in Latin text makes the whole message UCS-2', () => {
    expect(smsParts(`${en(70)}س`)).toEqual({ encoding: 'ucs2', characters: 71, parts: 2 });
    expect(smsParts(`Code ${'۱۲۳'}`)).toEqual({ encoding: 'ucs2', characters: 8, parts: 1 });
    // In UCS-2 an extension character is one unit like any other.
    expect(smsParts(`س{`).characters).toBe(2);
  });

  it('GSM-7 Latin digits, newlines and its own accented letters stay GSM-7', () => {
    expect(smsParts('Ärzte 0912\nà bientôt'.replace('ô', 'o')).encoding).toBe('gsm7');
  });

  it('says the count in Persian digits', () => {
    expect(smsText.count(140, 3)).toBe('۱۴۰ نویسه، ۳ پیامک');
  });
});
