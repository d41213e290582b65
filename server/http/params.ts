// Path and header values shared by the routes: 1-based pages, If-Match versions.
import type { Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { invalid } from './failure';
import { idParam } from './validate';

export const pageSize = 6;

export function pageParam(c: Context, name = 'page'): number {
  return idParam(c, name);
}

/** If-Match: <version>, quotes allowed (an ETag-style "3" or W/"3"). */
export function ifMatchOf(c: Context): number | undefined {
  const raw = c.req.header('if-match');
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(raw.trim());
  if (!match) throw invalid({ 'If-Match': messages.invalidValue });
  return Number(match[1]);
}

/** A code from a fixed set in the path, else 400. */
export function codeParam(c: Context, name: string, codes: readonly number[]): number {
  const raw = c.req.param(name) ?? '';
  const value = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!codes.includes(value)) throw invalid({ [name]: messages.invalidValue });
  return value;
}
