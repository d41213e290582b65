// Routes are data: method, contract path, access, body schema. The app registers them, the
// OpenAPI document is generated from them, and the role-matrix test walks them.
import type * as v from 'valibot';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { callerOf, requireAccess, type Access } from '../auth/guard';
import type { clientCreateSchema, ClientCreateInput } from '../../src/domain/schemas/client';
import type { RecordKind } from '../store/changes';
import type { Client } from '../store/clients';
import type { StoredRecord } from '../store/records';
import type { AppEnv, Caller } from './context';
import { forbidden } from './failure';
import { idempotency, idempotencyAround } from './idempotency';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** 'public': no token; 'signedIn': any valid token (Kiosk too when `kiosk`); else a station. */
export type RouteAccess = 'public' | { signedIn: true; kiosk?: boolean } | Access;

/** A create that sync/batch may apply together with others of its kind, in one statement
 * (routes/sync-batch-sets.ts), answering each as the route's handler would: the handler must do
 * exactly what this describes, no more (record-route.ts builds both from one description). */
export type RecordCreate = {
  of: 'record'; kind: RecordKind; schema: v.GenericSchema; message: string;
  extra: (input: Record<string, unknown>) => Record<string, unknown>;
  answer: (record: StoredRecord) => Record<string, unknown>;
};
export type ClientCreate = {
  of: 'client'; schema: typeof clientCreateSchema; message: string;
  /** What is stored of a checked body, for this caller (a Kiosk or staff). */
  inputFor: (body: ClientCreateInput, kiosk: boolean) => ClientCreateInput;
  answer: (client: Client) => Record<string, unknown>;
};
export type SetCreate = RecordCreate | ClientCreate;

export interface RouteDef {
  method: Method;
  /** As api-v1.md spells it, with `{param}`; matched case-insensitively. */
  path: string;
  access: RouteAccess;
  summary: string;
  /** JSON body schema (for validation inside the handler and for openapi.json). */
  body?: v.GenericSchema;
  /** Query parameters (for openapi.json; the handler checks them). */
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The answer's `result` (for openapi.json): every route that answers JSON has one
   *  (openapi-results.test.ts holds every operation to it). */
  result?: v.GenericSchema;
  /** The answer is image bytes (JPEG or PNG), not the JSON envelope. */
  image?: boolean;
  /** multipart/form-data with a `file` field. */
  multipart?: boolean;
  /** The body is bytes (application/octet-stream): a sealed delivery. */
  octetStream?: boolean;
  /** Not the bearer token: `Authorization: Delivery <credential>` (a tablet's delivery credential). */
  deliveryCredential?: boolean;
  /** The handler waits on work outside the database (an image's decoding) or runs many writes
   * each in its own transaction (sync/batch): its Idempotency-Key is kept without holding a
   * transaction through the handler (idempotency.ts), so nothing (on PGlite: the one
   * connection) is held meanwhile, and what it answers is what those transactions committed. */
  waitsOutside?: boolean;
  /** Path parameters that are codes from a fixed set (the handler checks them with codeParam):
   *  openapi.json declares each as that set, not as an id (several sets start at 0). */
  codes?: Readonly<Record<string, readonly number[]>>;
  /** Path parameters that are words from a fixed set (Export/{kind}): openapi.json declares each as that set. */
  words?: Readonly<Record<string, readonly string[]>>;
  /** A success answers a CSV file (text/csv, streamed), not the JSON envelope. */
  csv?: boolean;
  /** What openapi.json adds to the operation's description (a cookie it reads, say). */
  notes?: string;
  /** The Set-Cookie header a success carries, as openapi.json describes it. */
  setCookie?: string;
  /** Statuses this route may answer besides 200 and the shared ones. */
  statuses?: number[];
  /** The handler reads If-Match (a version; stale → 409 with the current record). */
  ifMatch?: boolean;
  /** Statuses whose answers always carry Retry-After (a waitsOutside route's 503 always does). */
  retryAfter?: readonly number[];
  /** Set on a create sync/batch may apply together with others (see SetCreate). */
  create?: SetCreate;
  handler: (c: Context<AppEnv>, caller: Caller | undefined) => Promise<Response>;
}

/** `Client/{id}` → `/api/v1/client/:id`: literal segments lowercased (the app lowercases every
 * /api/v1 request path before routing), parameter names kept. */
export function honoPath(path: string): string {
  const segments = path.split('/').map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment);
    return param ? `:${param[1]}` : segment.toLowerCase();
  });
  return `/api/v1/${segments.join('/')}`;
}

/** The caller, if this route lets them call it (else it throws the route's refusal). */
export function callerFor(c: Context<AppEnv>, access: RouteAccess): Caller | undefined {
  if (access === 'public') return c.get('caller');
  if ('signedIn' in access) {
    const caller = callerOf(c);
    if (caller.role === 'Kiosk' && !access.kiosk) throw forbidden();
    return caller;
  }
  return requireAccess(c, access);
}

/** Each route: the role check, then the idempotency key (never read before the check), then the handler. */
export function registerRoutes(app: Hono<AppEnv>, routes: RouteDef[]): void {
  for (const route of routes) {
    const check: MiddlewareHandler<AppEnv> = async (c, next) => {
      callerFor(c, route.access);
      await next();
    };
    const keyed = route.waitsOutside ? idempotencyAround : idempotency;
    app.on(route.method.toUpperCase(), honoPath(route.path), check, keyed, (c) => route.handler(c, callerFor(c, route.access)));
  }
}
