// What an answer means for an outbox entry (design.md "Replay"). Pure: the engine acts on it.
import { ApiError } from '../api/errors';
import type { Operation, ServerId } from '../db/index';

export type AnswerMeaning =
  | { kind: 'offline' } // network error, timeout: the server was not reached; nothing counted against the entry
  | { kind: 'retry'; retryAfterMs?: number } // 408, 429, 5xx: the server answered; back off, stop the pass
  | { kind: 'later'; retryAfterMs: number } // 429 on a photo past a day's quota: it waits until then, the pass goes on
  | { kind: 'pause' } // 401: keep everything, ask for sign-in
  | { kind: 'failed' } // 400/413/415/403/422…: a person must fix or discard it
  | { kind: 'merge'; serverId: ServerId } // 409 on client create: adopt the existing client
  | { kind: 'conflict'; server: unknown } // 409 on a stale edit: keep both versions
  | { kind: 'gone' }; // 404 on a delete: already gone, which is what was asked

const isServerId = (id: unknown): id is ServerId =>
  (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');

export function classify(operation: Operation, error: unknown): AnswerMeaning {
  if (!(error instanceof ApiError)) return { kind: 'offline' };
  switch (error.reason) {
    case 'network':
      return { kind: 'offline' };
    case 'timeout': // no status: the answer never came; 408: the server answered
      return error.status === undefined ? { kind: 'offline' } : { kind: 'retry', retryAfterMs: error.retryAfterMs };
    case 'rate-limited':
      // A create refused for a daily limit (an SMS: 429, our envelope) is a person's to hear of;
      // retried, it would stop the tablet's whole queue until the next day.
      if (error.status === 429 && error.envelope && operation === 'record.create') return { kind: 'failed' };
      // A photo past its device's or person's quota for the day (our envelope, Retry-After up to
      // the next day): kept, sent again then, and no reason to hold the others' writes meanwhile.
      if (error.status === 429 && error.envelope && operation === 'document.upload' && error.retryAfterMs !== undefined) {
        return { kind: 'later', retryAfterMs: error.retryAfterMs };
      }
      return { kind: 'retry', retryAfterMs: error.retryAfterMs };
    case 'server':
      // A 502 in our own envelope: the server answered, and the provider behind it (SMS) refused
      // this request. Replaying would resend a message the person was told had failed.
      if (error.status === 502 && error.envelope) return { kind: 'failed' };
      return { kind: 'retry', retryAfterMs: error.retryAfterMs };
    case 'unauthorized':
      return { kind: 'pause' };
    case 'not-found':
      return operation.endsWith('.delete') ? { kind: 'gone' } : { kind: 'failed' };
    case 'conflict': {
      const result = error.envelope?.result as { id?: unknown; existing?: boolean } | null | undefined;
      // A 409 without a usable id is no merge: adopting "null" would send every child to Client/null.
      if (operation === 'client.create') return isServerId(result?.id) ? { kind: 'merge', serverId: result.id } : { kind: 'failed' };
      if (operation === 'client.update' || operation === 'record.update') return { kind: 'conflict', server: result };
      return { kind: 'failed' };
    }
    default:
      return { kind: 'failed' };
  }
}

/** A 401 whose token ended because its user's password was set (server/auth/guard.ts). */
export function credentialsChanged(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return (error.envelope?.result as { credentialsChanged?: unknown } | null | undefined)?.credentialsChanged === true;
}

/** The lastError an entry keeps: the reason code, the server's Persian message and field errors. */
export function errorOf(error: unknown): { reason: string; message: string; status?: number; fields?: Record<string, string> } {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    return { reason: error.reason, message: error.serverMessage, status: error.status, ...(Object.keys(fields).length ? { fields } : {}) };
  }
  return { reason: 'other', message: error instanceof Error ? error.message : String(error) };
}
