// The Persian words of follow-up (issue 36 §6): each cause's reason, the list screen, the close
// and mark-by-hand dialogs, and the banner's mark.
import { examinationTypeLabels } from './codes';
import { toPersianDigits } from './digits';

export type ScreeningCause =
  | 'breastSwelling' | 'breastChangeShape' | 'orangePeelSkin' | 'rednessSkin' | 'eczemaLikeSkin' | 'nippleChange' | 'discharge';
export type ExaminationCause = 'biradsHigh' | 'biradsIncomplete' | 'tiradsHigh' | 'coldNodule' | 'malignantMass' | 'suspiciousMass';
export type FollowUpCauseCode = ScreeningCause | ExaminationCause;

const screeningReasons: Record<ScreeningCause, string> = {
  breastSwelling: 'توده یا تورم در پستان یا زیر بغل',
  breastChangeShape: 'تغییر شکل پستان',
  orangePeelSkin: 'پوست پرتقالی پستان',
  rednessSkin: 'قرمزی پوست پستان',
  eczemaLikeSkin: 'ضایعه اگزما مانند پوست',
  nippleChange: 'تغییر نوک پستان',
  discharge: 'ترشح از پستان',
};

/** The reason a person reads: the screening form's sign, or the examination, what it found and its grade. */
export function reasonOf(code: FollowUpCauseCode, examinationType?: number, grade?: number): string {
  if (code in screeningReasons) return `${followUpText.screeningForm}: ${screeningReasons[code as ScreeningCause]}`;
  const exam = examinationTypeLabels[examinationType as keyof typeof examinationTypeLabels] ?? '';
  const found: Record<ExaminationCause, string> = {
    biradsHigh: `BI-RADS ${toPersianDigits(String(grade ?? ''))}`,
    biradsIncomplete: `BI-RADS ${toPersianDigits('0')} (ناقص)`,
    tiradsHigh: `TI-RADS ${toPersianDigits(String(grade ?? ''))}`,
    coldNodule: 'ندول سرد',
    malignantMass: 'توده بدخیم',
    suspiciousMass: 'توده مشکوک',
  };
  return `${exam}: ${found[code as ExaminationCause]}`;
}

export const followUpText = {
  menu: 'پیگیری‌ها',
  screeningForm: 'فرم سلامت پستان',
  table: 'فهرست پیگیری‌ها',
  client: 'نام',
  nationalCode: 'کد ملی',
  reason: 'علت',
  date: 'تاریخ',
  actions: 'عملیات',
  byHand: 'به تشخیص کارکنان',
  close: 'بستن پیگیری',
  closeTitle: 'بستن پیگیری',
  note: 'یادداشت',
  noteRequired: 'لطفا یادداشت بستن پیگیری را وارد کنید.',
  closed: 'پیگیری بسته شد.',
  alreadyClosed: 'این پیگیری پیش‌تر بسته شده است.',
  closeNeedsNetwork: 'بستن پیگیری به اینترنت نیاز دارد. یادداشت شما حفظ شده است؛ پس از اتصال دوباره «ثبت» را بزنید.',
  offlineList: 'اینترنت در دسترس نیست: این فهرست از سوابق همین تبلت و با قاعده پیگیری ساخته شده است و پیگیری‌های بسته‌شده یا ثبت‌شده در تبلت‌های دیگر را نشان نمی‌دهد.',
  mark: 'نیاز به پیگیری',
  markTitle: 'ثبت نیاز به پیگیری',
  markReason: 'علت پیگیری',
  reasonRequired: 'لطفا علت پیگیری را وارد کنید.',
  marked: 'نیاز به پیگیری ثبت شد.',
  markNeedsNetwork: 'ثبت نیاز به پیگیری به اینترنت نیاز دارد. علت نوشته‌شده حفظ شده است؛ پس از اتصال دوباره «ثبت» را بزنید.',
  markNeedsSync: 'این مراجعه کننده هنوز به سرور نرسیده است؛ پس از همگام‌سازی دوباره تلاش کنید.',
  save: 'ثبت',
  cancel: 'انصراف',
  open: 'پیگیری باز',
} as const;
