// The answer to a thrown error: a refusal's own envelope, a unique-index clash as 409 (two
// writers raced past a check), anything else a 500. A 500 is logged with the request id, route,
// status and error class only: a driver's message quotes the query's parameters (names,
// national codes, password hashes), so it never reaches the log.
import type { Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { uniqueViolationOf } from '../db/errors';
import { errorClassOf } from '../observe/log';
import { envelope } from './envelope';
import { HttpFailure } from './failure';
import type { AppEnv } from './context';

function conflictOf(constraint: string): HttpFailure {
  if (constraint.includes('national_code')) return new HttpFailure(409, serverMessages.clientExists, null, { nationalCode: serverMessages.clientExists });
  if (constraint.includes('user_name')) return new HttpFailure(409, serverMessages.userNameTaken, null, { userName: serverMessages.userNameTaken });
  return new HttpFailure(409, serverMessages.staleVersion);
}

export function answerOf(error: Error, c: Context<AppEnv>): Response {
  const unique = uniqueViolationOf(error);
  const failure = error instanceof HttpFailure ? error : unique ? conflictOf(unique) : undefined;
  if (failure) {
    if (failure.retryAfter !== undefined) c.header('Retry-After', String(failure.retryAfter));
    return c.json(envelope(failure.status, failure.message, failure.result, failure.errors ? { errors: failure.errors } : {}), failure.status);
  }
  c.get('deps')?.log.error('request failed', {
    requestId: c.get('requestId'), method: c.req.method, route: c.req.routePath, status: 500, error: errorClassOf(error),
  });
  return c.json(envelope(500, messages.serverError), 500);
}
