// The Hono app: security headers, the caller, every route of routes/index.ts, the envelope on
// every /api answer (errors included), and the built app with its SPA fallback.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getPath } from 'hono/utils/url';
import { messages } from '../../src/domain/messages';
import { readCaller } from '../auth/guard';
import { allRoutes } from '../routes/index';
import { envelope } from './envelope';
import { HttpFailure } from './failure';
import { idempotency } from './idempotency';
import { registerRoutes } from './route';
import { securityHeaders } from './security-headers';
import { serveApp } from './static';
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
    await next();
  });
  app.use('/api/*', readCaller);
  // Refuse an oversize upload before reading it (multipart overhead allowed on top of the file).
  app.use('/api/v1/client/*', bodyLimit({
    maxSize: deps.config.maxUploadBytes + 256 * 1024,
    onError: (c) => c.json(envelope(413, messages.fileTooLarge), 413),
  }));
  app.use('/api/*', idempotency);
  registerRoutes(app, allRoutes);
  app.all('/api/*', (c) => c.json(envelope(404, messages.notFound), 404));
  const serve = deps.config.staticDir ? serveApp(deps.config.staticDir) : undefined;
  app.all('*', (c) => serve?.(c) ?? c.text('Not Found', 404));
  app.onError((error, c) => {
    if (error instanceof HttpFailure) {
      return c.json(envelope(error.status, error.message, error.result, error.errors ? { errors: error.errors } : {}), error.status);
    }
    // Log the fault's kind and place, never the request body (it holds names and national codes).
    if (!deps.config.quiet) console.error(`[server] ${c.req.method} ${c.req.path}: ${error.name}: ${error.message}`);
    return c.json(envelope(500, messages.serverError), 500);
  });
  return app;
}
