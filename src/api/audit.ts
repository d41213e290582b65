// The audit trail on the server (issue 37 §5): SuperAdmin's search, a patient's latest openers,
// the chain check. Online only (the tablet sends its own views with the queue: sync/send-views.ts).
import * as v from 'valibot';
import { auditEntriesResult, auditVerifyResult, type AuditEntry, type AuditVerify } from '../domain/schemas/audit';
import { request } from './client';

export type { AuditEntry } from '../domain/schemas/audit';

export interface AuditSearch { nationalCode?: string; userId?: string; from?: string; to?: string }

export async function searchAudit(search: AuditSearch, page: number): Promise<{ rows: AuditEntry[]; total: number }> {
  const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const envelope = await request(`Audit/${page}/6?${query.toString()}`);
  return { rows: v.parse(auditEntriesResult, envelope.result ?? []), total: envelope.pagination?.total ?? 0 };
}

export async function recentOpeners(clientServerId: string | number): Promise<AuditEntry[]> {
  const envelope = await request(`Audit/client/${encodeURIComponent(String(clientServerId))}`);
  return v.parse(auditEntriesResult, envelope.result ?? []);
}

export async function verifyAuditChain(): Promise<AuditVerify> {
  return v.parse(auditVerifyResult, (await request('Audit/verify')).result);
}
