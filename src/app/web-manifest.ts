// The installable app's manifest, in Persian and right to left (read by vite.config.ts).
export const webManifest = {
  name: 'سامانه ایستگاه‌های مؤسسه خیریه',
  short_name: 'ایستگاه‌ها',
  description: 'ثبت و پیگیری مراجعه کنندگان در ایستگاه‌های مؤسسه، با کار بدون اینترنت',
  lang: 'fa',
  dir: 'rtl' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  background_color: '#ffffff',
  theme_color: '#ad1457',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
