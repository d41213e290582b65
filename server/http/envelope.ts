// The JSON envelope of api-v1.md on every answer, success or error.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Pagination {
  total: number;
  page: number;
  pageSize: number;
}

export interface EnvelopeBody {
  statusCode: number;
  message: string;
  data: null;
  result: unknown;
  pagination: Pagination | null;
  errors?: Record<string, string>;
}

export function envelope(
  statusCode: number,
  message: string,
  result: unknown = null,
  extra: { pagination?: Pagination; errors?: Record<string, string> } = {},
): EnvelopeBody {
  const body: EnvelopeBody = { statusCode, message, data: null, result, pagination: extra.pagination ?? null };
  if (extra.errors) body.errors = extra.errors;
  return body;
}

/** A success answer: 200 unless told (201 for creates). */
export function reply(
  c: Context,
  result: unknown,
  options: { status?: ContentfulStatusCode; message?: string; pagination?: Pagination } = {},
) {
  const status = options.status ?? 200;
  return c.json(envelope(status, options.message ?? '', result, { pagination: options.pagination }), status);
}
