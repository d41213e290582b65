// The public intake's own words: what each step asks, its back and cancel, the page shown on a
// tablet that is not a kiosk, the kiosk's end screen, and why a staff tablet cannot become a
// kiosk yet. Persian text lives in domain/ (style.md).
import { toPersianDigits } from './digits';
import { kioskText } from './reception-text';

const { turnIntoKiosk } = kioskText;

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
  notAKioskTitle: 'این دستگاه کیوسک پذیرش نیست',
  /** What the visitor does on a tablet that is not a kiosk. */
  notAKiosk: 'برای ثبت اطلاعات خود لطفا به میز پذیرش مراجعه کنید؛ کارکنان پذیرش اطلاعات شما را ثبت می‌کنند.',
  /** What staff do to make it one: the button of the reception's client list. */
  notAKioskStaff: `کارکنان پذیرش: برای تبدیل این دستگاه به کیوسک، وارد بخش پذیرش شوید و در فهرست مراجعه کنندگان «${turnIntoKiosk}» را بزنید.`,
  staffSignIn: 'ورود کارکنان پذیرش',
  /** The kiosk's end screen after the final submit, before the next visitor's step 1. */
  doneTitle: 'ثبت شد',
  doneNext: 'اطلاعات شما روی این دستگاه ثبت شد و برای پذیرش فرستاده می‌شود. لطفا منتظر بمانید تا کارکنان پذیرش شما را صدا کنند.',
  doneReset: 'این صفحه چند ثانیه دیگر برای مراجعه کننده بعدی از ابتدا شروع می‌شود.',
  doneButton: 'تمام',
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
