// Staff accounts in the app: SuperAdmin's reset of a staff member's password.
// The server's and `npm run admin`'s own words are in account-server-text.ts (not in the bundle).
export const accountText = {
  resetPasswordOf: (userName: string) => `تعیین رمز عبور جدید برای ${userName}`,
  resetExplained: 'همه‌ی ورودهای این کاربر پایان می‌یابد و ورود بدون شبکه‌ی او در تبلت‌ها تا نخستین ورود با شبکه ممکن نیست.',
  newPassword: 'رمز عبور جدید',
  rePassword: 'تکرار رمز عبور جدید',
  passwordReset: 'رمز عبور جدید ثبت شد و همه‌ی ورودهای این کاربر پایان یافت.',
} as const;
