// The public intake's own words: what each step asks, its back and
// cancel, the page shown on a tablet that is not a kiosk, and why a staff tablet cannot become a
// kiosk yet. Persian text lives in domain/ (style.md).
import { toPersianDigits } from './digits';

export interface UnsentCounts {
  waiting: number;
  failed: number;
  conflict: number;
}

export const intakeText = {
  /** One line per step, under the institute's name (national code, basic info, documents, personal documents). */
  instructions: [
    'کد ملی خود را دو بار وارد کنید و دکمه «بررسی کد ملی» را بزنید.',
    'اطلاعات خود را کامل کنید؛ همه موارد الزامی است.',
    'از مدارک خود عکس بگیرید یا تصویر آن را انتخاب کنید و «افزودن مدرک» را بزنید، سپس «مرحله بعد».',
    'مدارک شخصی خود را بارگذاری کنید و در پایان «ثبت اطلاعات» را بزنید.',
  ],
  foreignNational: 'تبعه غیر ایرانی هستم',
  back: 'مرحله قبل',
  cancel: 'لغو و شروع از ابتدا',
  cancelQuestion: 'آیا از لغو اطمینان دارید؟ فرم از ابتدا شروع می‌شود و اطلاعات شما دیگر روی این دستگاه نمایش داده نمی‌شود.',
  alreadySent: 'اطلاعات قبلی شما به سرور ارسال شده است و از این دستگاه تغییر نمی‌کند؛ برای اصلاح آن به کارکنان پذیرش مراجعه کنید.',
  notAKiosk:
    'ثبت اطلاعات مراجعه کنندگان فقط روی کیوسک پذیرش انجام می‌شود. این دستگاه کیوسک نیست؛ لطفا از یکی از کارکنان پذیرش بخواهید ابتدا آن را به کیوسک تبدیل کند.',
  notAKioskTitle: 'این دستگاه کیوسک پذیرش نیست',
  /** Turning a staff tablet into a kiosk while the outbox still holds work. */
  unsentBlocksKiosk: ({ waiting, failed, conflict }: UnsentCounts) => {
    const parts = [
      waiting > 0 ? `${toPersianDigits(waiting)} مورد در انتظار ارسال` : '',
      failed > 0 ? `${toPersianDigits(failed)} مورد رد شده توسط سرور` : '',
      conflict > 0 ? `${toPersianDigits(conflict)} مورد تعارض با اطلاعات سرور` : '',
    ].filter(Boolean);
    return `این دستگاه هنوز اطلاعاتی دارد که به سرور نرسیده است (${parts.join('، ')}). پیش از تبدیل به کیوسک، آن‌ها را از مرکز همگام‌سازی ارسال یا تعیین تکلیف کنید؛ کیوسک همه اطلاعات بیماران را از این دستگاه پاک می‌کند.`;
  },
} as const;
