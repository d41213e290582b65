// GET /metrics: the Prometheus text of the server's registry (observe/metrics.ts). Answered on
// loopback (a scraper on the server machine) or to METRICS_TOKEN as a bearer token. Behind a
// reverse proxy every request comes from loopback, so with TRUST_PROXY=1, or on any request a
// proxy forwarded (X-Forwarded-For, Forwarded), loopback alone is not enough: the token is.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './context';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function hasToken(c: Context<AppEnv>, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function fromLoopbackDirectly(c: Context<AppEnv>): boolean {
  if (c.get('deps').config.trustProxy) return false;
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  try {
    return loopback.test(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}

export async function metricsAnswer(c: Context<AppEnv>): Promise<Response> {
  const { config, metrics } = c.get('deps');
  if (!hasToken(c, config.metricsToken) && !fromLoopbackDirectly(c)) {
    c.header('Cache-Control', 'no-store');
    return c.text('Forbidden', 403);
  }
  c.header('Content-Type', metrics.registry.contentType);
  c.header('Cache-Control', 'no-store');
  return c.body(await metrics.registry.metrics());
}
