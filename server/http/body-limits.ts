// Body-size limits on every /api route, before anything reads a byte: the caller, the role check
// and the idempotency hash all come after. An upload may carry an image (plus multipart
// overhead); a sign-in is a few dozen bytes and anyone may send it; any other JSON form fits in 1 MiB.
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { serverMessages } from '../../src/domain/server-messages';
import type { ServerConfig } from '../config';
import { envelope } from './envelope';
import type { AppEnv } from './context';

export const jsonBodyLimit = 1024 * 1024;
export const publicBodyLimit = 16 * 1024;

export function bodyLimits(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const limiter = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json(envelope(413, serverMessages.fileTooLarge), 413) });
  const upload = limiter(config.maxUploadBytes + 256 * 1024);
  const json = limiter(jsonBodyLimit);
  const anonymous = limiter(publicBodyLimit);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const path = c.req.path.toLowerCase();
    if (/^\/api\/v1\/client\/(personal\/)?upload\//.test(path) || path === '/api/v1/sync/deliver') return upload(c, next);
    if (path.startsWith('/api/v1/account/login')) return anonymous(c, next);
    return json(c, next);
  };
}
