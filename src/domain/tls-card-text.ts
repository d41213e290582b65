// SuperAdmin's «گواهی امنیتی» card (features/admins/tls-card.tsx): apart from tls-text.ts, whose
// certificate page and notice are drawn by the server and the build, so the app's bundle carries
// only these few lines.
export const tlsCardText = {
  cardTitle: 'گواهی امنیتی (HTTPS)',
  cardFingerprint: 'اثر انگشت SHA-256 گواهی مرجع که تبلت‌ها به آن اعتماد می‌کنند',
  cardOwnFingerprint: 'اثر انگشت SHA-256 گواهی خود کلینیک',
  cardValidUntil: 'اعتبار گواهی سرور تا',
  cardNoHttps: 'HTTPS روی این سرور روشن نیست.',
  cardCaPage: 'صفحه نصب گواهی',
} as const;
