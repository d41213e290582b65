// DELETE Account/logout: the server revokes the token (api-v1.md "Account").
import { request } from './client';

/** `token`: revoke this token rather than the current one (the session may already be cleared). */
export async function logout(token?: string): Promise<void> {
  await request('Account/logout', {
    method: 'delete',
    timeoutMs: 10_000,
    ...(token ? { anonymous: true, headers: { Authorization: `Bearer ${token}` } } : {}),
  });
}
