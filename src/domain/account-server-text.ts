// Staff accounts, the server's side: the 401 of a token ended by a password
// set, and `npm run admin` on the server machine. Apart from account-text.ts so the app's bundle
// does not carry them.
export const accountServerText = {
  signInWithNewPassword: 'رمز عبور شما تغییر کرده است. لطفا با رمز عبور جدید وارد شوید.',
  noSuchUser: (userName: string) => `کاربری با نام کاربری «${userName}» وجود ندارد.`,
  askPassword: 'رمز عبور جدید: ',
  askPasswordAgain: 'تکرار رمز عبور جدید: ',
  cancelled: 'لغو شد؛ چیزی تغییر نکرد.',
  passwordSet: (userName: string, sessionsEnded: number) => `رمز عبور ${userName} ثبت شد؛ ${sessionsEnded} ورود پایان یافت.`,
  adminUsage: 'npm run admin -- set-password USER   (the password is read from the terminal without echo, or from stdin)\nnpm run admin -- list-users\nnpm run admin -- verify-audit   (checks the audit trail\'s hash chain)',
  auditChainHolds: (checked: number) => `زنجیره ردپای دسترسی سالم است: ${checked} رویداد بررسی شد.`,
  auditChainBroken: (id: number, reason: string) => `زنجیره ردپای دسترسی از رویداد ${id} شکسته است (${reason}).`,
  noPassword: 'بدون رمز عبور',
} as const;
