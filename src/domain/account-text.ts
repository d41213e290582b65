// Staff accounts: SuperAdmin's reset of a staff member's password (issue 34 item 2).
export const accountText = {
  resetPassword: 'تعیین رمز عبور جدید',
  resetPasswordOf: (userName: string) => `تعیین رمز عبور جدید برای ${userName}`,
  resetExplained: 'همه‌ی ورودهای این کاربر پایان می‌یابد و ورود بدون شبکه‌ی او در تبلت‌ها تا نخستین ورود با شبکه ممکن نیست.',
  newPassword: 'رمز عبور جدید',
  rePassword: 'تکرار رمز عبور جدید',
  passwordReset: 'رمز عبور جدید ثبت شد و همه‌ی ورودهای این کاربر پایان یافت.',
  signInWithNewPassword: 'رمز عبور شما تغییر کرده است. لطفا با رمز عبور جدید وارد شوید.',
  // `npm run admin` on the server machine.
  noSuchUser: (userName: string) => `کاربری با نام کاربری «${userName}» وجود ندارد.`,
  askPassword: 'رمز عبور جدید: ',
  askPasswordAgain: 'تکرار رمز عبور جدید: ',
  cancelled: 'لغو شد؛ چیزی تغییر نکرد.',
  passwordSet: (userName: string, sessionsEnded: number) => `رمز عبور ${userName} ثبت شد؛ ${sessionsEnded} ورود پایان یافت.`,
  adminUsage: 'npm run admin -- set-password USER   (the password is read from the terminal without echo, or from stdin)\nnpm run admin -- list-users',
  noPassword: 'بدون رمز عبور',
} as const;
