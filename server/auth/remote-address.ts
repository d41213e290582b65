// The address a sign-in came from: the socket's peer, or — with TRUST_PROXY=1, when the server
// sits behind one reverse proxy that appends the client's address — the last X-Forwarded-For
// entry (the one that proxy wrote; entries before it are whatever the client claimed).
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../http/context';

export function remoteAddress(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
