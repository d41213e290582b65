// SMS.ir (API v1): POST {base}/v1/send/bulk with the X-API-KEY header and {lineNumber,
// messageText, mobiles}; the answer is {status, message, data: {packId, messageIds}}, `status: 1`
// success. It takes no id of ours, so a message sent without an answer cannot be asked about by
// it: the outbox holds such a message for a person instead of sending it again.
import { refusedWithCode, smsirReasons } from '../../src/domain/sms-text';
import { callProvider, notTaken } from './provider-call';
import type { SendOutcome, SmsProvider } from './provider';

interface Answer { status?: number; message?: string; data?: { packId?: string; messageIds?: (number | string)[] } | null }

export function smsirProvider(apiKey: string, sender: string | undefined, base: string, timeoutMs: number): SmsProvider {
  const url = `${base.replace(/\/$/, '')}/v1/send/bulk`;
  return {
    name: 'smsir',
    async send(message, clock): Promise<SendOutcome> {
      const answer = await callProvider(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ lineNumber: Number(sender), messageText: message.text, mobiles: [message.phoneNumber], sendDateTime: null }),
      }, clock, timeoutMs);
      if (answer.kind !== 'answer') return answer;
      const body = answer.body as Answer | null;
      if (body?.status === 1) {
        const id = body.data?.messageIds?.[0];
        return { kind: 'accepted', ...(id !== undefined ? { providerId: String(id) } : {}) };
      }
      if (typeof body?.status !== 'number') return notTaken(answer.status) ? { kind: 'unreachable' } : { kind: 'unanswered' };
      return { kind: 'refused', reason: smsirReasons[body.status] ?? refusedWithCode(body.status) };
    },
  };
}
