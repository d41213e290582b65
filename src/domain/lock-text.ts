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
  offlineNeedsOnlineOnce:
    'برای ورود بدون اینترنت، باید یک بار پس از به‌روزرسانی برنامه روی همین تبلت با اینترنت وارد شده باشید.',
  kioskNeedsServer: 'این کیوسک برای ادامه به اینترنت نیاز دارد. لطفا اتصال را بررسی کنید.',
  sealing: (done: number, total: number) =>
    `در حال رمزگذاری اطلاعات این تبلت: ${toPersianDigits(done)} از ${toPersianDigits(total)}`,
  signInNote:
    'اطلاعات بیماران روی این تبلت رمزگذاری می‌شود و فقط با ورود کارکنان باز می‌شود. با اینترنت، هر کاربر مجاز می‌تواند وارد شود؛ بدون اینترنت، فقط کسی که در ۱۴ روز گذشته روی همین تبلت با اینترنت وارد شده است.',
} as const;
