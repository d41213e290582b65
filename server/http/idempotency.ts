// Idempotency-Key (api-v1.md "Writes"): per caller, the key is reserved before the handler runs,
// so a repeat — even one arriving while the first is still running — gets the first answer
// unchanged; the same key with another body is a 422. Answers are kept 45 days (≥30 promised).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '../../src/domain/messages';
import type { Sql } from '../db/sql';
import { envelope } from './envelope';
import type { AppEnv } from './context';

async function requestHash(c: Context<AppEnv>): Promise<string> {
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`);
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    // The multipart boundary changes on every send: hash the parts, not the raw bytes.
    const form = await c.req.formData();
    for (const [name, value] of form.entries()) {
      hash.update(`${name}=`);
      if (typeof value === 'string') hash.update(value);
      else hash.update(new Uint8Array(await value.arrayBuffer()));
      hash.update('\n');
    }
  } else {
    hash.update(await c.req.text());
  }
  return hash.digest('hex');
}

async function waitForAnswer(db: Sql, owner: string, key: string) {
  for (let i = 0; i < 200; i += 1) {
    const row = await db.one<{ status: number | null; body: unknown }>(sql`SELECT status, body FROM idempotency WHERE owner = ${owner} AND key = ${key}`);
    if (!row) return undefined;
    if (row.status !== null) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  const caller = c.get('caller');
  if (!key || !caller || !['POST', 'PUT', 'DELETE'].includes(c.req.method)) return next();
  if (key.length > 200) return c.json(envelope(400, messages.invalidValue, null, { errors: { 'Idempotency-Key': messages.invalidValue } }), 400);
  const db = c.get('deps').sql;
  const owner = caller.role === 'Kiosk' ? `kiosk:${caller.jti}` : `user:${caller.userId}`;
  const hash = await requestHash(c);
  const reserved = await db.one(sql`INSERT INTO idempotency (owner, key, request_hash) VALUES (${owner}, ${key}, ${hash})
    ON CONFLICT DO NOTHING RETURNING key`);
  if (!reserved) {
    const row = await db.one<{ request_hash: string }>(sql`SELECT request_hash FROM idempotency WHERE owner = ${owner} AND key = ${key}`);
    if (row && row.request_hash !== hash) return c.json(envelope(422, messages.idempotencyMismatch), 422);
    const stored = await waitForAnswer(db, owner, key);
    if (stored) return c.json(stored.body as object, stored.status as 200);
    // The first request failed and released the key: run this one as new.
    return idempotency(c, next);
  }
  await next();
  const status = c.res.status;
  // Passing faults (5xx, 401, 429) are not answers to keep: the retry must really run again.
  if (status >= 500 || status === 401 || status === 429 || !c.res.headers.get('content-type')?.includes('json')) {
    await db.rows(sql`DELETE FROM idempotency WHERE owner = ${owner} AND key = ${key}`);
    return;
  }
  const body: unknown = await c.res.clone().json();
  await db.rows(sql`UPDATE idempotency SET status = ${status}, body = ${JSON.stringify(body)}::jsonb WHERE owner = ${owner} AND key = ${key}`);
};

export async function purgeOldAnswers(db: Sql): Promise<void> {
  await db.rows(sql`DELETE FROM idempotency WHERE created_at < now() - interval '45 days'`);
}
