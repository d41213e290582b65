// The installable app's manifest, in Persian and right to left (read by vite.config.ts).
import { appText } from '../domain/stations';

export const webManifest = {
  name: appText.productName,
  short_name: appText.productShortName,
  description: appText.productDescription,
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
