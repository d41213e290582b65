// Security headers on every answer: a CSP fit for the built app, nosniff, no referrer leaks.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { themeBeforePaintScript } from '../../src/domain/theme-choice';

/** The pages' one inline script, allowed by its hash and by nothing else. */
const themeScriptHash = `'sha256-${createHash('sha256').update(themeBeforePaintScript).digest('base64')}'`;

const appPolicy = [
  "default-src 'self'",
  `script-src 'self' ${themeScriptHash}`,
  // MUI/emotion inject <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // On the answer's own headers, as hono's secureHeaders sets them: c.header() on a made answer
  // copies it into a web Response that is then written through a stream, not in one write.
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'no-referrer');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Permissions-Policy', 'camera=(self), geolocation=(), microphone=()');
  headers.set('Content-Security-Policy', c.req.path.toLowerCase().startsWith('/api/') ? "default-src 'none'; frame-ancestors 'none'" : appPolicy);
};
