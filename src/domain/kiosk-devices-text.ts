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
  uploadQuotaReached: 'تعداد مدارک بارگذاری شده برای این مراجعه کننده بیش از حد مجاز است',
} as const;
