// The server's log: one JSON object per line on stdout, each with `time`, `level` and `event`,
// which journald, Docker and any log shipper read as they are. Fields carry ids, routes, statuses,
// durations and error classes: never a value a person typed, a token, a password or a key.
import { sqlStateOf } from '../db/errors';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

/** LOG_LEVEL's value, or info when unset or unknown. */
export function logLevelOf(value: string | undefined): LogLevel {
  return value !== undefined && value in rank ? (value as LogLevel) : 'info';
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const at = (lineLevel: Exclude<LogLevel, 'silent'>) => (event: string, fields: LogFields = {}) => {
    if (rank[lineLevel] < rank[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, event, ...fields }));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** An error's class (and PostgreSQL's SQLSTATE when it has one) for a log line: a driver's
 *  message quotes the query's parameters, so the message itself never goes to the log. */
export function errorClassOf(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  return [error.constructor.name, sqlStateOf(error)].filter(Boolean).join(' ');
}
