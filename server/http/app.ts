// The Hono app: security headers, a request id, body limits, the caller, every route of
// routes/index.ts, the envelope on every /api answer (errors included), and the built app with
// its SPA fallback.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { messages } from '../../src/domain/messages';
import { readCaller } from '../auth/guard';
import { allRoutes } from '../routes/index';
import { bodyLimits } from './body-limits';
import { envelope } from './envelope';
import { answerOf } from './error-answer';
import { registerRoutes } from './route';
import { securityHeaders } from './security-headers';
import { serveApp } from './static';
import { accessLog } from './access-log';
import { metricsAnswer } from './metrics-route';
import { registerCaPages } from '../tls/ca-routes';
import type { AppEnv, Deps } from './context';

export function buildApp(deps: Deps): Hono<AppEnv> {
  // The legacy app mixes `Client/` and `client/`: every /api/v1 path is matched in lowercase.
  // Path values stay safe to lowercase: ids are numbers and stored file names are lowercase hex.
  const app = new Hono<AppEnv>({
    getPath: (request) => {
      const path = getPath(request);
      const lower = path.toLowerCase();
      return lower.startsWith('/api/') ? lower : path;
    },
  });
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('requestId', randomUUID());
    c.set('dispatch', async (request) => app.fetch(request, c.env));
    const started = performance.now();
    await next();
    accessLog(c, performance.now() - started);
    // Set on the answer itself, as securityHeaders does (security-headers.ts says why).
    c.res.headers.set('X-Request-Id', c.get('requestId'));
    // Answered without reading the body (a refusal before parsing): the unread rest is still on
    // the wire and the server drops the connection after a short drain, so it says so.
    const declared = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    if (declared && !c.req.raw.bodyUsed) c.res.headers.set('Connection', 'close');
  });
  app.use('/api/*', async (c, next) => {
    await next();
    // Answers hold patients' data: no shared or disk cache keeps them, photos
    // and errors included. Set over whatever a route said, so no route can opt out by mistake.
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', bodyLimits(deps.config));
  app.use('/api/*', readCaller);
  registerRoutes(app, allRoutes);
  app.all('/api/*', (c) => c.json(envelope(404, messages.notFound), 404));
  app.get('/metrics', metricsAnswer);
  registerCaPages(app);
  const serve = deps.config.staticDir ? serveApp(deps.config.staticDir) : undefined;
  app.all('*', (c) => serve?.(c) ?? c.text('Not Found', 404));
  app.onError((error, c) => answerOf(error, c));
  return app;
}
