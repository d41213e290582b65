// The follow-up rule (src/domain/follow-up.ts): each cause of issue 36 §6 on its own, its Persian
// reason, and records that call for none.
import { describe, expect, test } from 'vitest';
import { examinationCauses, followUpCauses, recordCauses, reasonsLine, screeningCauses, screeningNeedsFollowUp } from '../../src/domain/follow-up';
import { screeningQuestions } from '../../src/domain/schemas/clinical';

const form = (...yes: string[]) => Object.fromEntries(screeningQuestions.map((q) => [q, yes.includes(q)]));
const codes = (causes: { code: string }[]) => causes.map((c) => c.code);

describe('the screening form', () => {
  test.each([
    ['hasBreastSwelling', 'breastSwelling', 'فرم سلامت پستان: توده یا تورم در پستان یا زیر بغل'],
    ['hasBreastChangeShape', 'breastChangeShape', 'فرم سلامت پستان: تغییر شکل پستان'],
    ['hasBreastOrangePeelSkin', 'orangePeelSkin', 'فرم سلامت پستان: پوست پرتقالی پستان'],
    ['hasBreastRednessSkin', 'rednessSkin', 'فرم سلامت پستان: قرمزی پوست پستان'],
    ['hasEczemaLikeSkin', 'eczemaLikeSkin', 'فرم سلامت پستان: ضایعه اگزما مانند پوست'],
    ['hasNippleChange', 'nippleChange', 'فرم سلامت پستان: تغییر نوک پستان'],
    ['hasNippleDischarge', 'discharge', 'فرم سلامت پستان: ترشح از پستان'],
    ['hasDuctDischarge', 'discharge', 'فرم سلامت پستان: ترشح از پستان'],
    ['hasContinuousDischarge', 'discharge', 'فرم سلامت پستان: ترشح از پستان'],
    ['hasPhysicalExamDischarge', 'discharge', 'فرم سلامت پستان: ترشح از پستان'],
    ['hasBloodDischarge', 'discharge', 'فرم سلامت پستان: ترشح از پستان'],
  ])('%s is a warning sign (%s)', (question, code, reason) => {
    expect(screeningCauses(form(question))).toEqual([{ code, reason }]);
    expect(screeningNeedsFollowUp(form(question))).toBe(true);
  });

  test('history questions alone, or every answer no, call for none', () => {
    expect(screeningCauses(form('hasBreastOrOvarianCancer', 'hasBreastPathology', 'hasBreastRadiography'))).toEqual([]);
    expect(screeningNeedsFollowUp(form())).toBe(false);
  });

  test('several discharges are one cause; several signs each theirs, in the form\'s order', () => {
    expect(codes(screeningCauses(form('hasBloodDischarge', 'hasDuctDischarge', 'hasBreastSwelling')))).toEqual(['breastSwelling', 'discharge']);
  });
});

describe('examinations', () => {
  test.each([0, 1])('type %i: BI-RADS 4, 5 and 6 call for follow-up, 0 too (incomplete), 1 to 3 not', (type) => {
    for (const birads of [4, 5, 6]) expect(codes(examinationCauses(type, { birads }))).toEqual(['biradsHigh']);
    expect(examinationCauses(type, { birads: 0 })).toEqual([{ code: 'biradsIncomplete', reason: `${type === 0 ? 'ماموگرافی' : 'سونوگرافی پستان'}: BI-RADS ۰ (ناقص)` }]);
    for (const birads of [1, 2, 3]) expect(examinationCauses(type, { birads })).toEqual([]);
  });

  test('the reason names the examination and its grade', () => {
    expect(examinationCauses(0, { birads: 5 })[0]!.reason).toBe('ماموگرافی: BI-RADS ۵');
    expect(examinationCauses(4, { tirads: 4 })[0]!.reason).toBe('سونوگرافی تیروئید: TI-RADS ۴');
  });

  test('the thyroid ultrasound: TI-RADS 4 or more, or a cold nodule', () => {
    expect(codes(examinationCauses(4, { tirads: 5 }))).toEqual(['tiradsHigh']);
    expect(examinationCauses(4, { tirads: 3, warmNodule: true })).toEqual([]);
    expect(examinationCauses(4, { tirads: null })).toEqual([]);
    expect(examinationCauses(4, { coldNodule: true })).toEqual([{ code: 'coldNodule', reason: 'سونوگرافی تیروئید: ندول سرد' }]);
  });

  test.each([3, 4, 5, 6, 7, 8, 10])('type %i noting a malignant mass', (type) => {
    expect(codes(examinationCauses(type, { malignantMass: true }))).toEqual(['malignantMass']);
  });

  test.each([5, 6, 7, 8])('type %i noting a suspicious mass', (type) => {
    expect(examinationCauses(type, { suspiciousMass: true })).toEqual([{ code: 'suspiciousMass', reason: expect.stringContaining('توده مشکوک') as string }]);
  });

  test('findings that are no cause: a benign mass, a cyst, blood values, a report', () => {
    expect(examinationCauses(3, { benignMass: true, cirrhosis: true, malignantMass: false })).toEqual([]);
    expect(examinationCauses(1, { birads: 2, cyst: true, lynph: true, hypoEchoMass: true })).toEqual([]);
    expect(examinationCauses(11, { wbc: 20, cea: 40, hpylori: true })).toEqual([]);
    expect(examinationCauses(12, { pathologyReport: 'malignant' })).toEqual([]);
    // BI-RADS is read on the breast imaging only.
    expect(examinationCauses(2, { birads: 5 })).toEqual([]);
  });
});

describe("a client's records", () => {
  test('each record gives its causes; the tablet names the type by subtype, the server by its stored type', () => {
    const records = [
      { kind: 'screeningTest', payload: form('hasNippleChange') },
      { kind: 'examination', subtype: 0, payload: { birads: 4 } },
      { kind: 'examination', payload: { type: 4, coldNodule: true } },
      { kind: 'consultation', payload: { counselingText: 'توده بدخیم' } },
      { kind: 'helperTest', subtype: 3, payload: { previousBreastLesions: true } },
    ];
    expect(codes(followUpCauses(records))).toEqual(['nippleChange', 'biradsHigh', 'coldNodule']);
    expect(reasonsLine(followUpCauses(records.slice(1, 3)))).toBe('ماموگرافی: BI-RADS ۴، سونوگرافی تیروئید: ندول سرد');
  });

  test('records that call for none', () => {
    expect(followUpCauses([])).toEqual([]);
    expect(recordCauses({ kind: 'screeningTest', payload: form() })).toEqual([]);
    expect(recordCauses({ kind: 'examination', subtype: 0, payload: { birads: 3 } })).toEqual([]);
    expect(recordCauses({ kind: 'examination', payload: { birads: 5 } })).toEqual([]);
  });
});
