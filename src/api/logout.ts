// DELETE Account/logout: the server revokes the token (api-v1.md "Account").
import { request } from './client';

export async function logout(): Promise<void> {
  await request('Account/logout', { method: 'delete', timeoutMs: 10_000 });
}
