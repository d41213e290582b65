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
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'DENY');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  c.header('Permissions-Policy', 'camera=(self), geolocation=(), microphone=()');
  c.header('Content-Security-Policy', c.req.path.toLowerCase().startsWith('/api/') ? "default-src 'none'; frame-ancestors 'none'" : appPolicy);
};
