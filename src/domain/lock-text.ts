// The lock's words: the lock screen, the unlock at sign-in, the migration of a tablet
// that held plain data, and the sign-in page's note on who may sign in without a network.
import { toPersianDigits } from './digits';

export const lockText = {
  title: 'تبلت قفل است',
  explain: (fullName: string) =>
    `اطلاعات بیماران روی این تبلت رمزگذاری شده است. ${fullName ? `${fullName}، ` : ''}برای ادامه رمز عبور خود را وارد کنید. کار نیمه‌تمام شما سر جایش می‌ماند.`,
  unlock: 'باز کردن قفل',
  signOut: 'خروج از حساب',
  wrongPassword: 'رمز عبور اشتباه است.',
  noOwnCopy:
    'رمز شما برای باز کردن قفل این تبلت ثبت نشده است. از حساب خارج شوید و با اتصال به اینترنت دوباره وارد شوید.',
  unlockNeedsServer:
    'باز کردن قفل اطلاعات این تبلت به سرور نیاز دارد. لطفا پس از اتصال به اینترنت دوباره وارد شوید.',
  unlockFailed: 'باز کردن قفل اطلاعات این تبلت ممکن نشد. لطفا دوباره وارد شوید.',
  /** The server's key for this tablet opens none of the rows it holds (the server lost the key). */
  keyOpensNothing: (deviceId: string) =>
    'کلیدی که سرور برای این تبلت دارد، اطلاعات ذخیره‌شده روی این تبلت را باز نمی‌کند؛ احتمالا سرور از یک نسخه پشتیبان قدیمی بازگردانده شده یا پایگاه داده آن پاک شده است. '
    + 'اطلاعات این تبلت و کارهایی که هنوز به سرور نرسیده‌اند دست‌نخورده روی همین تبلت نگه داشته شده‌اند و پاک نمی‌شوند. '
    + `لطفا تا حل مشکل با این تبلت کار ثبت نکنید، آن را پاک یا بازنشانی نکنید و به مدیر سامانه خبر دهید تا کلید این تبلت را از نسخه پشتیبان سرور بازگرداند (شناسه تبلت: ${deviceId}).`,
  offlineNeedsOnlineOnce:
    'برای ورود بدون اینترنت، باید یک بار پس از به‌روزرسانی برنامه روی همین تبلت با اینترنت وارد شده باشید.',
  kioskNeedsServer: 'این کیوسک برای ادامه به اینترنت نیاز دارد. لطفا اتصال را بررسی کنید.',
  /** The kiosk holds no token it can use (the browser's storage cleared, or its token revoked):
   *  no network brings it back, only a staff member who sets the tablet up as a kiosk again. */
  kioskNeedsStaff:
    'این کیوسک دیگر مجوز کار ندارد. لطفا از یکی از کارکنان بخواهید با «خروج از حالت کیوسک» وارد شود و تبلت را دوباره کیوسک کند.',
  sealing: (done: number, total: number) =>
    `در حال رمزگذاری اطلاعات این تبلت: ${toPersianDigits(done)} از ${toPersianDigits(total)}`,
  signInNote:
    'اطلاعات بیماران روی این تبلت رمزگذاری می‌شود و فقط با ورود کارکنان باز می‌شود. با اینترنت، هر کاربر مجاز می‌تواند وارد شود؛ بدون اینترنت، فقط کسی که در ۱۴ روز گذشته روی همین تبلت با اینترنت وارد شده است.',
} as const;
