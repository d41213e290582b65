// The Persian of HTTPS on the clinic's network: the certificate page of the plain port (/ca), the
// page an app opened over plain HTTP shows instead of a sign-in (SuperAdmin's card: tls-card-text.ts).
// iPads and Android tablets in a clinic often run in English: their menu names stay in English
// beside the Persian, as a person will see them.
export const tlsText = {
  caTitle: 'گواهی امنیتی سامانه ایستگاه‌ها',
  caIntro: 'تبلت‌ها برنامه را فقط با نشانی امن (https) باز می‌کنند. برای آن، هر تبلت یک بار باید گواهی مرجع کلینیک را بشناسد و به آن اعتماد کند.',
  ownIntro: 'این سرور با گواهی خود کلینیک کار می‌کند؛ برای نصب آن به مسئول فنی کلینیک مراجعه کنید.',
  download: 'دریافت گواهی (clinic-ca.crt)',
  fingerprint: 'اثر انگشت SHA-256 گواهی',
  fingerprintNote: 'پیش از اعتماد، این اثر انگشت را با آنچه تبلت نشان می‌دهد و با کارت «گواهی امنیتی» در صفحه مدیر سامانه مقایسه کنید. اگر یکی نبود، گواهی را نصب نکنید و به مسئول فنی خبر دهید.',
  addresses: 'نشانی امن برنامه پس از نصب گواهی',
  androidTitle: 'تبلت اندروید',
  androidSteps: [
    'در Chrome همین صفحه را باز کنید و روی «دریافت گواهی» بزنید؛ فایل در بخش دانلودها (Downloads) ذخیره می‌شود.',
    'به تنظیمات (Settings) ← امنیت (Security and privacy) ← تنظیمات بیشتر (More security settings) ← رمزگذاری و اعتبارنامه‌ها (Encryption & credentials) ← نصب گواهی (Install a certificate) بروید.',
    'گزینه «گواهی CA» (CA certificate) را بزنید، هشدار را با «به هر حال نصب شود» (Install anyway) بپذیرید و فایل clinic-ca.crt را از دانلودها انتخاب کنید.',
    'در «اعتبارنامه‌های مورد اعتماد» (Trusted credentials) ← زبانه «کاربر» (User)، گواهی «Clinic stations CA» را باز کنید و اثر انگشت SHA-256 آن را با اثر انگشت بالا مقایسه کنید.',
    'نشانی امن را در Chrome باز کنید و از منوی ⋮ گزینه «نصب برنامه» (Install app) را بزنید.',
  ],
  ipadTitle: 'آی‌پد',
  ipadSteps: [
    'در Safari همین صفحه را باز کنید، روی «دریافت گواهی» بزنید و «اجازه دادن» (Allow) را بزنید.',
    'به تنظیمات (Settings) ← «نمایه بارگیری شد» (Profile Downloaded) بروید، «نصب» (Install) را بزنید و رمز دستگاه را وارد کنید.',
    'پیش از اعتماد، اثر انگشت را مقایسه کنید: تنظیمات ← عمومی ← VPN و مدیریت دستگاه (VPN & Device Management) ← نمایه گواهی ← جزئیات بیشتر (More Details).',
    'به تنظیمات ← عمومی (General) ← درباره (About) ← تنظیمات اعتماد گواهی (Certificate Trust Settings) بروید و اعتماد کامل به «Clinic stations CA» را روشن کنید. بدون این مرحله Safari نشانی امن را نمی‌پذیرد.',
    'نشانی امن را در Safari باز کنید و از دکمه اشتراک‌گذاری (Share) گزینه «افزودن به صفحه اصلی» (Add to Home Screen) را بزنید.',
  ],
  insecureTitle: 'این نشانی امن نیست',
  insecureBody: 'برنامه با نشانی http باز شده است. مرورگر در این حالت اجازه نمی‌دهد اطلاعات بیماران روی تبلت قفل و نگهداری شود یا برنامه بدون اینترنت کار کند؛ برای همین ورود در این نشانی ممکن نیست.',
  insecureWhatToDo: 'برنامه را با نشانی امن (https) باز کنید. اگر این تبلت هنوز گواهی کلینیک را نصب نکرده است، ابتدا صفحه گواهی را باز کنید و مراحل آن را انجام دهید.',
  insecureCaLink: 'صفحه گواهی و نشانی امن',
  insecureNoHttps: 'اگر نشانی امنی وجود ندارد، مسئول فنی باید HTTPS سرور را طبق راهنمای README (بخش «The clinic\'s network: HTTPS») روشن کند.',
} as const;
