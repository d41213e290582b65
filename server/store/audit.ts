// The audit trail (issue 37 §5): who signed in or out, viewed, printed, exported, created,
// edited or deleted what — ids only, never a field value. `recordAudit` is the one call: it
// appends inside the caller's transaction when there is one (a rolled-back write leaves no
// entry), else in its own. Appends are serialised across server processes by one advisory lock
// taken last and held to the commit; its wait is bounded (lock_timeout), so a stuck holder
// turns an append into a 503 with Retry-After, not a queue that grows.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AuditAction } from '../../src/domain/audit';
import { sqlStateOf } from '../db/errors';
import type { Sql } from '../db/sql';
import { busy } from '../http/failure';
import type { Caller } from '../http/context';
import { testPause } from '../http/test-pause';
import { chainHash, genesisHash, type ChainedFields } from './audit-chain';

/** What an entry says was done. */
export interface AuditInput {
  action: AuditAction;
  entity?: string;
  entityId?: number;
  clientId?: number | null;
  /** When the tablet showed it (a view made offline arrives later). */
  seenAt?: string;
  /** The tablet's id of a view: one the trail holds already is not appended again. */
  viewId?: string;
  /** The device an account change acted on (its id is no integer). */
  target?: string;
}

/** Who did it: the person, their role, the device and the sign-in (a fingerprint of the token's id). */
export interface AuditActor {
  userId: number | null;
  role: string;
  device: string | null;
  session: string | null;
}

const chainLock = 727025;
/** The longest an append waits for the chain's lock before its request fails (and is retried). */
const lockWait = '3s';
/** What a request that waited that long in vain is told to wait before it tries again (seconds). */
const retryAfterBusy = 5;

// The caller of the request being served, set by the guard (auth/guard.ts readCaller): stores
// deep in a write (changes.ts) name who made it without every call passing it down.
const scope = new AsyncLocalStorage<Caller | undefined>();
export const withAuditCaller = <T>(caller: Caller | undefined, work: () => T): T => scope.run(caller, work);

export const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The actor of a caller: a Kiosk is its own device; a tablet's delivery names its device; a
 * staff token its registered device, else the device cookie it signed in with. */
export async function actorOf(db: Sql, caller: Caller | undefined): Promise<AuditActor> {
  if (!caller) return { userId: null, role: 'system', device: null, session: null };
  const session = fingerprint(caller.jti);
  if (caller.role === 'Kiosk') return { userId: caller.userId, role: caller.role, device: `kiosk:${caller.jti}`, session };
  if (caller.deviceId) return { userId: caller.userId, role: caller.role, device: caller.deviceId, session };
  const row = await db.one<{ device: string | null }>(sql`SELECT COALESCE(device_id::text, audit_device) AS device FROM tokens WHERE jti = ${caller.jti}`);
  return { userId: caller.userId, role: caller.role, device: row?.device ?? null, session };
}

/** The inputs whose view id is new (to the trail and to this list); those without one all are.
 * Read under the chain's lock, so two sends of one view at once append it once. */
async function unseen(tx: Sql, list: AuditInput[]): Promise<AuditInput[]> {
  const ids = list.flatMap((input) => (input.viewId ? [input.viewId] : []));
  if (ids.length === 0) return list;
  const held = await tx.rows<{ view_id: string }>(sql`SELECT view_id::text FROM audit_entries WHERE view_id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
  const seen = new Set(held.map((row) => row.view_id.toLowerCase()));
  return list.filter((input) => {
    if (!input.viewId) return true;
    const id = input.viewId.toLowerCase();
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Appends entries for the request's caller (or `actor`), in the surrounding transaction if any;
 * answers how many it appended (a view sent again is not). */
export async function recordAudit(db: Sql, inputs: AuditInput | AuditInput[], actor?: AuditActor): Promise<number> {
  const given = Array.isArray(inputs) ? inputs : [inputs];
  if (given.length === 0) return 0;
  const caller = scope.getStore();
  return db.tx(async (tx) => {
    const who = actor ?? (await actorOf(tx, caller));
    const was = await tx.one<{ was: string }>(sql`SELECT current_setting('lock_timeout') AS was, set_config('lock_timeout', ${lockWait}, true)`);
    await tx.rows(sql`SELECT pg_advisory_xact_lock(${chainLock}), set_config('lock_timeout', ${was!.was}, true)`).catch((error: unknown) => {
      // 55P03: the lock stayed busy past lockWait. Nothing was written: the request is told to
      // come back (503 with Retry-After, which the tablet's queue honours), not a plain 500.
      throw sqlStateOf(error) === '55P03' ? busy(retryAfterBusy) : error;
    });
    const list = await unseen(tx, given);
    if (list.length === 0) return 0;
    // A statement of its own after the lock: its snapshot sees the last committed head.
    const head = await tx.one<{ id: string | number; hash: Uint8Array }>(sql`SELECT id, hash FROM audit_entries ORDER BY id DESC LIMIT 1`);
    let previous: Uint8Array = head ? new Uint8Array(head.hash) : genesisHash;
    let id = head ? Number(head.id) : 0;
    const at = new Date().toISOString();
    const rows = list.map((input) => {
      const fields: ChainedFields = {
        id: ++id, at, userId: who.userId, role: who.role, device: who.device, session: who.session,
        action: input.action, entity: input.entity ?? null, entityId: input.entityId ?? null,
        clientId: input.clientId ?? null, seenAt: input.seenAt ?? null, viewId: input.viewId?.toLowerCase() ?? null,
        target: input.target ?? null,
      };
      const hash = chainHash(previous, fields);
      const row = { ...fields, prev: Buffer.from(previous).toString('hex'), hash: Buffer.from(hash).toString('hex') };
      previous = hash;
      return row;
    });
    await tx.rows(sql`INSERT INTO audit_entries (id, at, user_id, role, device, session, action, entity, entity_id, client_id, seen_at, prev_hash, hash, view_id, target)
      SELECT r.id, r.at, r."userId", r.role, r.device, r.session, r.action, r.entity, r."entityId", r."clientId", r."seenAt",
        decode(r.prev, 'hex'), decode(r.hash, 'hex'), r."viewId", r.target
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(id bigint, at timestamptz, "userId" integer, role text, device text,
        session text, action text, entity text, "entityId" integer, "clientId" integer, "seenAt" timestamptz, prev text, hash text, "viewId" uuid, target text)
      ORDER BY r.id`);
    await testPause('audit-appended');
    return list.length;
  });
}
