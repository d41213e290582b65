// One log line and one metrics sample per answered request: the request id, method, route
// pattern (never the path itself, which holds ids), status, duration, and who asked (user id and
// role). Static files of the built app are counted but not logged line by line at info.
import type { Context } from 'hono';
import type { AppEnv } from './context';

export function accessLog(c: Context<AppEnv>, ms: number): void {
  const { log, metrics } = c.get('deps');
  const route = c.req.routePath;
  const status = c.res.status;
  metrics.requests.observe({ method: c.req.method, route, status: String(status) }, ms / 1000);
  const caller = c.get('caller');
  const fields = {
    requestId: c.get('requestId'), method: c.req.method, route, status, ms: Math.round(ms * 10) / 10,
    userId: caller?.userId, role: caller?.role,
  };
  if (c.req.path.startsWith('/api/')) log.info('request', fields);
  else log.debug('request', fields);
}
