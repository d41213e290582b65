// Body-size limits on every /api route, before anything reads a byte: the caller, the role check
// and the idempotency hash all come after. An upload may carry an image (plus multipart
// overhead); a sign-in is a few dozen bytes and anyone may send it; any other JSON form fits in 1 MiB.
import { bodyLimit } from 'hono/body-limit';
import type { Context, MiddlewareHandler } from 'hono';
import { serverMessages } from '../../src/domain/server-messages';
import type { ServerConfig } from '../config';
import { envelope } from './envelope';
import type { AppEnv } from './context';

export const jsonBodyLimit = 1024 * 1024;
export const publicBodyLimit = 16 * 1024;

const tooLarge = (c: Context<AppEnv>) => c.json(envelope(413, serverMessages.fileTooLarge), 413);

/** hono's bodyLimit, its Content-Length test made first: hono reads `c.req.raw.body` before it,
 *  which turns @hono/node-server's request into a web stream that every later read of the body
 *  then goes through. Only a body of no declared length is counted as it streams. */
const limiter = (maxSize: number): MiddlewareHandler<AppEnv> => {
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return Number.parseInt(length || '0', 10) > maxSize ? tooLarge(c) : next();
  };
};

export function bodyLimits(config: ServerConfig): MiddlewareHandler<AppEnv> {
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
