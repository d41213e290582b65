// The server's answers about a tablet's escrowed data key. Not in the seeds:
// written in their voice.
export const deviceKeyText = {
  deviceIdInvalid: 'شناسه دستگاه معتبر نیست',
  keyInvalid: 'کلید رمزگذاری دستگاه معتبر نیست',
  keyNotFound: 'کلید رمزگذاری این دستگاه در سرور ثبت نشده است',
  signInAgain: 'برای باز کردن قفل اطلاعات این تبلت دوباره وارد شوید',
} as const;
