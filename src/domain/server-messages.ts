// The Persian messages only the server gives (a refusal's text, which the app shows as the answer
// carries it): kept apart from messages.ts so the app's bundle does not carry them. Our own, in
// the seeds' voice, but for the client already registered (000 §5).
export const serverMessages = {
  tooManyLogins: 'تعداد تلاش‌های ورود بیش از حد مجاز است. لطفا چند دقیقه دیگر دوباره تلاش کنید.',
  /** The account's lockout for devices it has not signed in on (a tablet that has still signs in). */
  untrustedLoginsLocked: 'ورود به این حساب از دستگاه‌های جدید به دلیل تلاش‌های ناموفق زیاد موقتا بسته است. لطفا با تبلتی که قبلا با آن وارد شده‌اید وارد شوید یا چند دقیقه دیگر دوباره تلاش کنید.',
  fileTooLarge: 'حجم فایل بیش از حد مجاز است',
  unsupportedImage: 'فقط تصویر JPG یا PNG پذیرفته می‌شود',
  userNameTaken: 'این نام کاربری قبلا ثبت شده است',
  superAdminUndeletable: 'حساب ادمین کل قابل حذف نیست',
  idempotencyMismatch: 'این درخواست قبلا با اطلاعات دیگری ثبت شده است',
  staleVersion: 'این اطلاعات در این فاصله تغییر کرده است',
  clientExists: 'مراجعه کننده ای با این کدملی قبلا ثبت شده است',
  currentPasswordWrong: 'رمز عبور فعلی اشتباه است',
  serverNotReady: 'سرور هنوز آماده پاسخ‌گویی نیست',
  /** The audit trail's lock stayed busy (503 with Retry-After): the tablet sends it again by itself. */
  serverBusy: 'سرور در این لحظه مشغول است. لطفا چند ثانیه دیگر دوباره تلاش کنید.',
  /** An upload past the day's quota of its device or user (429): the tablet keeps the photo and sends it again the next day. */
  uploadDayQuotaReached: 'سقف حجم مدارک بارگذاری شده امروز پر شده است. تصویر روی دستگاه می ماند و فردا دوباره ارسال می شود.',
} as const;
