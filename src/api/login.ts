// POST Account/login and Account/login/consultation (api-v1.md "Account"; 000 §7).
import * as v from 'valibot';
import { request } from './client';
import { ApiError } from './errors';

const loginResultSchema = v.object({
  token: v.string(),
  fullName: v.optional(v.nullable(v.string()), ''),
  userId: v.union([v.string(), v.number()]),
  expiresIn: v.number(),
  role: v.string(),
  /** The password's version on the server (absent from an older server). */
  credentialsVersion: v.optional(v.number()),
});
export type LoginResult = v.InferOutput<typeof loginResultSchema>;

/** Signs in; the consultation station has its own path. Throws ApiError on failure. */
export async function login(userName: string, password: string, consultation = false): Promise<LoginResult> {
  const path = consultation ? 'Account/login/consultation' : 'Account/login';
  const envelope = await request(path, { method: 'post', json: { userName, password }, anonymous: true });
  const parsed = v.safeParse(loginResultSchema, envelope.result);
  if (!parsed.success) throw new ApiError('server', envelope.message, envelope.statusCode, envelope);
  return parsed.output;
}
