// The server's and the device screen's words about delivering a locked tablet's queue and a tablet
// marked lost. Not in the seeds: written in their voice.
export const deliveryText = {
  deviceIdInvalid: 'شناسه دستگاه معتبر نیست',
  credentialInvalid: 'این تبلت اجازه ارسال ندارد؛ یک نفر با نام کاربری خود وارد شود',
  cannotOpen: 'این مورد قابل باز کردن در سرور نیست',
  notThisAuthor: 'این مورد از نویسنده یا تبلت دیگری است',
  notDeliverable: 'این نوع درخواست از صف تبلت پذیرفته نمی‌شود',
  parentMissing: 'پرونده این مورد هنوز به سرور نرسیده است',
  delivered: 'مورد به سرور رسید',
  markLost: 'اعلام گم شدن تبلت',
  markedLost: 'تبلت گم‌شده اعلام شد؛ ورودها، مجوز ارسال و توکن کیوسک آن باطل شد',
  deviceNotFound: 'تبلتی با این شناسه پیدا نشد',
  tabletsTitle: 'تبلت های کارکنان',
  tabletsTable: 'فهرست تبلت های کارکنان',
  tabletId: 'شناسه تبلت',
  tabletUsers: 'افرادی که وارد شده اند',
  /** Between the names of the people who signed in on one tablet. */
  namesSeparator: '، ',
  lastSignInAt: 'آخرین ورود',
  confirmMarkLost: 'آیا این تبلت گم شده است؟ همه ورودها، مجوز ارسال صف و توکن کیوسک آن همین حالا باطل می شود.',
} as const;
