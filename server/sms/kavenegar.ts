// Kavenegar (kavenegar.com/rest.html): POST {base}/v1/{API-KEY}/sms/send.json with receptor,
// message, sender and localid; the answer is {return: {status, message}, entries: [{messageid,
// status, …}]}, its HTTP status the same as return.status. A repeat of a localid it has already
// taken is not sent again, and statuslocalmessageid.json?localid= says what became of it.
import { kavenegarReasons, kavenegarUndelivered, refusedWithCode } from '../../src/domain/sms-text';
import { callProvider, notTaken } from './provider-call';
import type { LookupOutcome, SendOutcome, SmsProvider } from './provider';

interface Answer { return?: { status?: number; message?: string }; entries?: { messageid?: number | string; status?: number }[] | null }

const reasonOf = (status: number) => kavenegarReasons[status] ?? refusedWithCode(status);
// Kavenegar's message statuses: 1 queued, 2 scheduled, 4 and 5 handed to the operator, 10 delivered.
const onTheWay = new Set([1, 2, 4, 5]);

export function kavenegarProvider(apiKey: string, sender: string | undefined, base: string, timeoutMs: number): SmsProvider {
  const root = `${base.replace(/\/$/, '')}/v1/${encodeURIComponent(apiKey)}/sms`;
  return {
    name: 'kavenegar',
    async send(message, clock): Promise<SendOutcome> {
      const form = new URLSearchParams({ receptor: message.phoneNumber, message: message.text, localid: message.localId });
      if (sender) form.set('sender', sender);
      const answer = await callProvider(`${root}/send.json`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: form,
      }, clock, timeoutMs);
      if (answer.kind !== 'answer') return answer;
      const body = answer.body as Answer | null;
      const status = body?.return?.status ?? answer.status;
      if (status === 200) {
        const id = body?.entries?.[0]?.messageid;
        return { kind: 'accepted', ...(id !== undefined ? { providerId: String(id) } : {}) };
      }
      if (notTaken(answer.status) && !body?.return) return { kind: 'unreachable' };
      // An answer that is not Kavenegar's (a proxy's 502): whether it went is asked by localid.
      if (!body?.return) return { kind: 'unanswered' };
      return { kind: 'refused', reason: reasonOf(status) };
    },
    async lookup(message, clock): Promise<LookupOutcome> {
      const answer = await callProvider(`${root}/statuslocalmessageid.json?localid=${encodeURIComponent(message.localId)}`, { method: 'GET' }, clock, timeoutMs);
      if (answer.kind !== 'answer') return { kind: 'unreachable' };
      const body = answer.body as Answer | null;
      if ((body?.return?.status ?? answer.status) !== 200) return { kind: 'unreachable' };
      const entry = body?.entries?.[0];
      const providerId = entry?.messageid !== undefined ? { providerId: String(entry.messageid) } : {};
      if (!entry || entry.status === 100) return { kind: 'not-found' };
      if (entry.status === 10) return { kind: 'delivered', ...providerId };
      if (entry.status !== undefined && onTheWay.has(entry.status)) return { kind: 'sent', ...providerId };
      return { kind: 'failed', reason: kavenegarUndelivered[entry.status ?? 0] ?? refusedWithCode(entry.status ?? '?') };
    },
  };
}
