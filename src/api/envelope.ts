// The JSON envelope every /api/v1 answer carries (api-v1.md "Envelope").
import * as v from 'valibot';

export interface Pagination {
  total: number;
  page: number;
  pageSize: number;
}

export interface Envelope<T = unknown> {
  statusCode: number;
  message: string;
  data: unknown;
  result: T;
  pagination: Pagination | null;
  errors?: Record<string, string>;
}

const envelopeSchema = v.object({
  statusCode: v.number(),
  message: v.optional(v.nullable(v.string()), ''),
  data: v.optional(v.unknown(), null),
  result: v.optional(v.unknown(), null),
  pagination: v.optional(
    v.nullable(v.object({ total: v.number(), page: v.number(), pageSize: v.number() })),
    null,
  ),
  errors: v.optional(v.record(v.string(), v.string())),
});

/** The envelope of a body, or undefined when the body is not one (a proxy's HTML page, say). */
export function parseEnvelope(body: unknown): Envelope | undefined {
  const parsed = v.safeParse(envelopeSchema, body);
  if (!parsed.success) return undefined;
  return { ...parsed.output, message: parsed.output.message ?? '' };
}
