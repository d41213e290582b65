// The SMS outbox's Persian words: the states a message shows on the client detail,
// the daily limits' refusals, and each provider's refusal reasons as the clinic's staff read them.
// The seeds' own SMS messages (sent, failed, empty text) stay in messages.ts as written.
import { toPersianDigits } from './digits';

export type SmsState = 'queued' | 'sending' | 'unanswered' | 'sent' | 'delivered' | 'failed' | 'unknown' | 'recorded';

export const smsStateLabels: Record<SmsState, string> = {
  queued: 'در صف ارسال',
  sending: 'در حال ارسال',
  unanswered: 'در انتظار پاسخ سرویس پیامک',
  sent: 'ارسال شد',
  delivered: 'به گیرنده رسید',
  failed: 'ارسال نشد',
  unknown: 'نامشخص؛ سرویس پیامک پاسخی نداد. پیش از ارسال دوباره، با گیرنده یا پنل سرویس پیامک بررسی کنید.',
  recorded: 'ثبت شد (سرویس پیامکی تنظیم نشده است)',
};

export const smsText = {
  listTitle: 'پیامک‌های ارسالی',
  listOffline: 'فهرست پیامک‌ها فقط وقتی این دستگاه به سرور وصل است نمایش داده می‌شود.',
  listEmpty: 'پیامکی برای این مراجعه کننده ارسال نشده است.',
  perNumberLimit: 'سقف ارسال پیامک به این شماره در ۲۴ ساعت گذشته پر شده است؛ لطفا فردا دوباره تلاش کنید.',
  perUserLimit: 'سقف ارسال پیامک شما در ۲۴ ساعت گذشته پر شده است؛ لطفا فردا دوباره تلاش کنید.',
  accepted: 'پیامک ثبت شد و ارسال می‌شود؛ وضعیت آن در صفحه مراجعه کننده دیده می‌شود.',
  /** The live count under the SMS box: what goes out, the reception signature included. */
  count: (characters: number, parts: number) => `${toPersianDigits(characters)} نویسه، ${toPersianDigits(parts)} پیامک`,
  countWithSignature: 'با امضای پذیرش',
  template: 'الگوی پیامک',
  noTemplate: 'بدون الگو',
};

/** SMS templates: SuperAdmin's screen and the dialog's choice. */
export const smsTemplateText = {
  title: 'الگوهای پیامک',
  table: 'فهرست الگوهای پیامک',
  templateTitle: 'عنوان',
  templateText: 'متن پیامک',
  actions: 'عملیات',
  add: 'افزودن الگو',
  edit: 'ویرایش الگو',
  editOf: (title: string) => `ویرایش الگوی ${title}`,
  deleteOf: (title: string) => `حذف الگوی ${title}`,
  save: 'ذخیره',
  titleRequired: 'لطفا عنوان الگو را وارد کنید.',
  placeholdersHint: 'برای نام بیمار {نام} و برای نام خانوادگی {نام خانوادگی} بنویسید؛ هنگام ارسال با نام همان بیمار پر می‌شود.',
  saved: 'الگوی پیامک ذخیره شد.',
  deleted: 'الگوی پیامک حذف شد.',
} as const;

/** Kavenegar's documented refusals (its send.json return.status). */
export const kavenegarReasons: Record<number, string> = {
  400: 'پارامترهای درخواست پیامک ناقص است.',
  401: 'حساب سرویس پیامک (کاوه‌نگار) غیرفعال شده است.',
  403: 'کلید سرویس پیامک (SMS_API_KEY) معتبر نیست.',
  411: 'شماره گیرنده معتبر نیست.',
  412: 'شماره فرستنده (SMS_SENDER) معتبر نیست.',
  413: 'متن پیام خالی یا بیش از حد طولانی است.',
  414: 'حجم درخواست بیش از حد مجاز سرویس پیامک است.',
  418: 'اعتبار حساب سرویس پیامک کافی نیست.',
};

/** Kavenegar's delivery statuses that end a message without it reaching the patient. */
export const kavenegarUndelivered: Record<number, string> = {
  6: 'ارسال پیام در مخابرات ناموفق بود.',
  11: 'پیام به گیرنده نرسید.',
  13: 'ارسال پیام لغو شد.',
  14: 'گیرنده دریافت پیامک از این خط را مسدود کرده است.',
};

/** SMS.ir's refusals (its answer's `status`; 1 is success). */
export const smsirReasons: Record<number, string> = {
  10: 'کلید سرویس پیامک (SMS_API_KEY) معتبر نیست.',
  11: 'کلید سرویس پیامک غیرفعال است.',
  12: 'کلید سرویس پیامک به نشانی‌های دیگری محدود شده است.',
  13: 'حساب سرویس پیامک غیرفعال است.',
  14: 'حساب سرویس پیامک معلق شده است.',
  101: 'شماره خط فرستنده (SMS_SENDER) معتبر نیست.',
  102: 'اعتبار حساب سرویس پیامک کافی نیست.',
  103: 'متن پیام خالی است.',
  104: 'شماره گیرنده معتبر نیست.',
};

export const refusedWithCode = (code: number | string) => `سرویس پیامک پیام را نپذیرفت (کد ${code}).`;

export const smsUnreachable = 'سرویس پیامک در دسترس نبود و پیام پس از چند بار تلاش ارسال نشد.';
