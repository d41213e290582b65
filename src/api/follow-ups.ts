// Follow-ups on the server (issue 36 §6): the clinic's open ones, a client's, one marked by hand,
// one closed with a note. Online only: a close or a mark is never queued (the person is told).
import * as v from 'valibot';
import { followUpListResult, followUpResult, type FollowUp } from '../domain/schemas/follow-up';
import { request } from './client';

export type { FollowUp } from '../domain/schemas/follow-up';

export async function listOpenFollowUps(page: number): Promise<{ rows: FollowUp[]; total: number }> {
  const envelope = await request(`FollowUp/${page}/6`);
  return { rows: v.parse(followUpListResult, envelope.result ?? []), total: envelope.pagination?.total ?? 0 };
}

export async function listClientFollowUps(clientServerId: string | number): Promise<FollowUp[]> {
  const envelope = await request(`FollowUp/client/${encodeURIComponent(String(clientServerId))}`);
  return v.parse(followUpListResult, envelope.result ?? []);
}

export async function markFollowUp(clientServerId: number, reason: string, localId: string): Promise<FollowUp> {
  const envelope = await request('FollowUp', { method: 'post', json: { clientId: clientServerId, reason, localId }, headers: { 'Idempotency-Key': localId } });
  return v.parse(followUpResult, envelope.result);
}

export async function closeFollowUp(id: number, note: string, idempotencyKey: string): Promise<FollowUp> {
  const envelope = await request(`FollowUp/${id}/close`, { method: 'post', json: { note }, headers: { 'Idempotency-Key': idempotencyKey } });
  return v.parse(followUpResult, envelope.result);
}
