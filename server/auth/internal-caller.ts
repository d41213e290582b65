// A request the server makes to itself on an author's behalf (a delivered write, routes/delivery.ts):
// it names its caller by a random one-time mark held only in this process's memory (the body-limit
// middleware wraps the Request object, so the object itself cannot carry it). A mark is taken once,
// by the request it was made for; one sent from outside names no caller.
import { randomBytes } from 'node:crypto';
import type { Caller } from '../http/context';

const header = 'x-internal-caller';
const callers = new Map<string, Caller>();

/** The request, marked as made by `caller`. */
export function requestAs(request: Request, caller: Caller): Request {
  const mark = randomBytes(32).toString('base64url');
  callers.set(mark, caller);
  request.headers.set(header, mark);
  return request;
}

export function internalCallerOf(request: Request): Caller | undefined {
  const mark = request.headers.get(header);
  if (!mark) return undefined;
  const caller = callers.get(mark);
  callers.delete(mark);
  return caller;
}

/** Drops a mark its request never took (refused before the caller was read). */
export function forgetInternal(request: Request): void {
  const mark = request.headers.get(header);
  if (mark) callers.delete(mark);
}
