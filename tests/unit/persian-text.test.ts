// The one form of Persian text (issue 36): every Arabic letter pair, marks, tatweel, ZWNJ and
// digits; and the nationality that decides the national code's check digit read through it.
import { describe, expect, it } from 'vitest';
import { fitsNationality, isIranianNationality } from '../../src/domain/national-code';
import { normalisePersian, samePersian, wordsOf } from '../../src/domain/persian-text';

describe('normalisePersian', () => {
  it.each([
    ['ي (U+064A) as ی', 'علي', 'علی'],
    ['ى (U+0649) as ی', 'مصطفى', 'مصطفی'],
    ['ك (U+0643) as ک', 'كاظمي', 'کاظمی'],
    ['ة (U+0629) as ه', 'فاطمة', 'فاطمه'],
    ['ۀ (U+06C0) as ه', 'خانۀ', 'خانه'],
    ['harakat, tanwin, shadda and sukun removed', 'مُحَمَّدٌ', 'محمد'],
    ['superscript alef removed', 'رحمٰن', 'رحمن'],
    ['tatweel removed', 'زهـــرا', 'زهرا'],
    ['ZWNJ as a space', 'محمد\u200Cرضا', 'محمد رضا'],
    ['runs of spaces, tabs and no-break spaces as one space, trimmed', '  زهرا\t\u00A0 محمدی ', 'زهرا محمدی'],
    ['Persian digits as ASCII', '۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
    ['Arabic-Indic digits as ASCII', '٠٩١٢', '0912'],
    ['Latin letters in lower case', 'Iranian', 'iranian'],
  ])('%s', (_, typed, normal) => {
    expect(normalisePersian(typed)).toBe(normal);
  });

  it('leaves text already in its one form as it is', () => {
    expect(normalisePersian('زهرا محمدی')).toBe('زهرا محمدی');
    expect(normalisePersian('')).toBe('');
  });

  it('splits words on spaces and ZWNJ alike, none empty', () => {
    expect(wordsOf(' محمد\u200Cرضا  كاظمي ')).toEqual(['محمد', 'رضا', 'کاظمی']);
    expect(wordsOf(' \u200C ')).toEqual([]);
  });

  it('finds two spellings of one name alike', () => {
    expect(samePersian('علي رضايي', 'علی رضایی')).toBe(true);
    expect(samePersian('علی', 'عالی')).toBe(false);
  });
});

describe('the nationality that asks for the check digit', () => {
  it.each(['ایرانی', 'ايراني', 'ايرانی', 'ایرانى', 'ایران', ' Iranian '])('«%s» is Iranian', (nationality) => {
    expect(isIranianNationality(nationality)).toBe(true);
  });

  it('refuses a code that fails the check digit under every spelling of Iranian', () => {
    for (const nationality of ['ایرانی', 'ايرانی', 'ایرانى']) expect(fitsNationality('1234567890', nationality)).toBe(false);
    expect(fitsNationality('1234567890', 'افغانستانی')).toBe(true);
  });
});
