// /ca and /ca.crt in the app itself, beside the plain port's (plain-http.ts): over HTTPS, for a
// tablet that already trusts the authority, and on a server without HTTPS_PORT, where the
// plain-HTTP notice's link leads to a page saying HTTPS is off rather than back to the notice.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { caPage, noHttpsPage } from './ca-page';

export function registerCaPages(app: Hono<AppEnv>): void {
  app.get('/ca', (c) => {
    const tls = c.get('deps').tls;
    c.header('Cache-Control', 'no-store');
    return c.html(tls ? caPage(tls.source.state, tls.httpsPort) : noHttpsPage());
  });
  app.get('/ca.crt', async (c, next) => {
    const der = c.get('deps').tls?.source.state.authorityDer;
    if (!der) return next();
    return c.body(new Uint8Array(der), 200, {
      'Content-Type': 'application/x-x509-ca-cert', 'Content-Disposition': 'attachment; filename="clinic-ca.crt"', 'Cache-Control': 'no-store',
    });
  });
}
