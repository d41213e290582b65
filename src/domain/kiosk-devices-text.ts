// The kiosk devices screen of the super admin station and the server's kiosk refusals. Not in
// the seeds: written in their voice.
export const kioskDevicesText = {
  title: 'دستگاه های کیوسک',
  table: 'فهرست دستگاه های کیوسک',
  deviceName: 'نام دستگاه',
  createdAt: 'تاریخ ایجاد',
  lastSeenAt: 'آخرین استفاده',
  issuedBy: 'ایجاد شده توسط',
  actions: 'عملیات',
  revoke: 'لغو دسترسی',
  neverSeen: 'استفاده نشده',
  confirmRevoke: 'آیا از لغو دسترسی این دستگاه کیوسک اطمینان دارید؟ این دستگاه دیگر نمی تواند اطلاعاتی ثبت کند.',
  revoked: 'دسترسی دستگاه کیوسک با موفقیت لغو شد.',
  /** How a device joins this list: there is no add button here, the tablet itself is turned into
   *  a kiosk by a reception sign-in on it. */
  howToAdd: (turnIntoKiosk: string, clientsScreen: string) =>
    `برای افزودن دستگاه کیوسک، روی همان تبلت با حساب پذیرش وارد شوید و در صفحه «${clientsScreen}» دکمه «${turnIntoKiosk}» را بزنید. دستگاه پس از آن در این فهرست دیده می شود.`,
  uploadQuotaReached: 'تعداد مدارک بارگذاری شده برای این مراجعه کننده بیش از حد مجاز است',
} as const;
