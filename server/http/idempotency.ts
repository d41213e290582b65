// Idempotency-Key (api-v1.md "Writes"): per caller, the key's reservation, the handler's writes
// and the stored answer commit in ONE transaction, so a crash leaves nothing behind and the
// retry runs as new; a repeat arriving while the first still runs waits on the first's row lock
// (the database's own wait, no polling) and gets the first answer unchanged; the same key with
// another body is a 422. What is kept and answered is what committed: a refusal is kept as a
// success is (a unique index's too), and a COMMIT that fails answers its own error, never the
// handler's success. Runs after the route's role check, on a body already size-limited.
// Answers are kept 45 days (≥30 promised), purged at start and hourly while the server runs, and
// with the patient they hold when that patient is deleted (kept-answers.ts). A route that waits on
// work of its own (an upload's image decoding) or runs writes each in its own transaction
// (sync/batch) uses `idempotencyAround` instead: no transaction is held while it works.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { sqlStateOf } from '../db/errors';
import type { Sql } from '../db/sql';
import { envelope } from './envelope';
import { invalid } from './failure';
import { testPause } from './test-pause';
import { gatheringClients, noClients } from '../store/concerned-clients';
import { keepAnswer } from './kept-answers';
import { errorClassOf } from '../observe/log';
import type { AppEnv, Caller } from './context';

/** Whose keys these are: each staff member's own, a kiosk session's own. */
export const ownerOf = (caller: Caller): string => (caller.role === 'Kiosk' ? `kiosk:${caller.jti}` : staffOwner(caller.userId));
/** A staff member's keys, whichever of their sessions or deliveries sent them. */
export const staffOwner = (userId: number): string => `user:${userId}`;

const hashStart = (method: string, path: string) => createHash('sha256').update(`${method} ${path.toLowerCase()}\n`);

/** The hash a JSON request with this text would get (sync/batch keeps a write's key without a Request). */
export const jsonRequestHash = (method: string, path: string, text: string): string => hashStart(method, path).update(text).digest('hex');

async function requestHash(c: Context<AppEnv>): Promise<string> {
  const hash = hashStart(c.req.method, c.req.path);
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    // The multipart boundary changes on every send: hash the parts, not the raw bytes.
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw invalid({ file: messages.uploadNeedsTypeAndFile });
    }
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

/** Thrown inside the transaction to roll it back when the answer is not one to keep. */
class NotKept extends Error {}

/** Passing faults (5xx, 401, 429) are not answers to keep: the retry must really run again. */
export const passingFault = (status: number): boolean => status >= 500 || status === 401 || status === 429;

function keepable(c: Context<AppEnv>): boolean {
  return !passingFault(c.res.status) && c.get('passingFault') !== true && (c.res.headers.get('content-type') ?? '').includes('json');
}

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  const caller = c.get('caller');
  if (!key || !caller || !['POST', 'PUT', 'DELETE'].includes(c.req.method)) return next();
  if (key.length > 200) throw invalid({ 'Idempotency-Key': messages.invalidValue });
  const owner = ownerOf(caller);
  const hash = await requestHash(c);
  try {
    return await c.get('deps').sql.tx(async (tx) => {
      const earlier = await reserve(tx, owner, key, hash);
      if (earlier === 'mismatch') return c.json(envelope(422, serverMessages.idempotencyMismatch), 422);
      if (earlier) return c.json(earlier.body as object, earlier.status as 200);
      await testPause('idempotency-reserved');
      const beforeHandler = await tx.savepoint();
      const concerned = await gatheringClients(next);
      if (!keepable(c)) throw new NotKept();
      // A database error the app answered as a refusal (a unique index's 409) leaves the
      // transaction unusable: back to before the handler, the refusal is kept like any answer.
      if (sqlStateOf(c.error) !== undefined) await beforeHandler();
      const body: unknown = await c.res.clone().json();
      await keepAnswer(tx, { owner, key, status: c.res.status, body, concerned });
      return c.res;
    });
  } catch (error) {
    // A passing fault rolled back on purpose goes out as it is. Any other error (keeping the
    // answer, or the COMMIT itself) means nothing of the handler's answer committed: the error
    // is answered (500, or 409 for a unique index), never the answer it had made.
    if (error instanceof NotKept) return c.res;
    throw error;
  }
};

/** Undefined when this request holds the key now; else the stored answer or 'mismatch'. */
async function reserve(tx: Sql, owner: string, key: string, hash: string) {
  const reserved = await tx.one(sql`INSERT INTO idempotency (owner, key, request_hash) VALUES (${owner}, ${key}, ${hash})
    ON CONFLICT DO NOTHING RETURNING key`);
  if (reserved) return undefined;
  const row = await tx.one<{ request_hash: string | null; status: number | null; body: unknown }>(sql`SELECT request_hash, status, body
    FROM idempotency WHERE owner = ${owner} AND key = ${key} FOR UPDATE`);
  if (!row) return reserve(tx, owner, key, hash);
  if (row.status === null) {
    // A reservation without an answer can only be left by a server from before answers and
    // writes shared a transaction, killed mid-request: nothing of it committed, so run as new.
    await tx.rows(sql`UPDATE idempotency SET request_hash = ${hash}, created_at = now() WHERE owner = ${owner} AND key = ${key}`);
    return undefined;
  }
  // No hash: the answer was purged with its patient (kept-answers.ts), and says so to any body.
  if (row.request_hash !== null && row.request_hash !== hash) return 'mismatch' as const;
  return { status: row.status, body: row.body };
}

/** How long a reservation without an answer counts as a request still at work (the SMS
 * provider's timeout is 10 s); an older one was left by a killed process. */
const workingSeconds = 30;

/** For a handler that waits on something outside the database: the key is reserved in one short
 * transaction and the answer stored in another, so nothing (on PGlite: the one connection) is
 * held while it waits. A repeat while the first is at work is told to come back (503 with
 * Retry-After, which the tablet retries); a reservation a killed process left runs as new, so a
 * crash between the provider's answer and ours can send that message twice (never not at all). */
export const idempotencyAround: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  const caller = c.get('caller');
  if (!key || !caller || !['POST', 'PUT', 'DELETE'].includes(c.req.method)) return next();
  if (key.length > 200) throw invalid({ 'Idempotency-Key': messages.invalidValue });
  const owner = ownerOf(caller);
  const hash = await requestHash(c);
  const db = c.get('deps').sql;
  const earlier = await db.tx((tx) => reserveAround(tx, owner, key, hash));
  if (earlier === 'mismatch') return c.json(envelope(422, serverMessages.idempotencyMismatch), 422);
  if (earlier === 'working') {
    c.header('Retry-After', '5');
    return c.json(envelope(503, messages.serverError), 503);
  }
  if (earlier) return c.json(earlier.body as object, earlier.status as 200);
  const concerned = noClients();
  try {
    await gatheringClients(next, concerned);
  } finally {
    const body: unknown = keepable(c) ? await c.res.clone().json() : undefined;
    try {
      await (body === undefined
        ? db.rows(sql`DELETE FROM idempotency WHERE owner = ${owner} AND key = ${key} AND status IS NULL`)
        : db.tx((tx) => keepAnswer(tx, { owner, key, status: c.res.status, body, concerned, parts: c.get('answerOfParts') === true })));
    } catch (error) {
      // The handler's writes committed in transactions of their own: its answer is the truth, and
      // a 500 would send the tablet to try again for nothing. The key stays reserved: a repeat is
      // told to come back until its working time has passed, then runs as new, which finds what
      // committed (a photo by its localId, a batch's entries by their own keys).
      c.get('deps').log.error('kept answer not stored', {
        requestId: c.get('requestId'), method: c.req.method, route: c.req.routePath, status: c.res.status, error: errorClassOf(error),
      });
    }
  }
  return c.res;
};

async function reserveAround(tx: Sql, owner: string, key: string, hash: string) {
  const reserved = await tx.one(sql`INSERT INTO idempotency (owner, key, request_hash) VALUES (${owner}, ${key}, ${hash})
    ON CONFLICT DO NOTHING RETURNING key`);
  if (reserved) return undefined;
  const row = await tx.one<{ request_hash: string | null; status: number | null; body: unknown; working: boolean }>(sql`SELECT request_hash,
    status, body, created_at > now() - make_interval(secs => ${workingSeconds}) AS working
    FROM idempotency WHERE owner = ${owner} AND key = ${key} FOR UPDATE`);
  if (!row) return reserveAround(tx, owner, key, hash);
  if (row.request_hash !== null && row.request_hash !== hash) return 'mismatch' as const;
  if (row.status === null) {
    if (row.working) return 'working' as const;
    await tx.rows(sql`UPDATE idempotency SET created_at = now() WHERE owner = ${owner} AND key = ${key}`);
    return undefined;
  }
  return { status: row.status, body: row.body };
}

export async function purgeOldAnswers(db: Sql): Promise<void> {
  await db.rows(sql`DELETE FROM idempotency WHERE created_at < now() - interval '45 days'`);
}
