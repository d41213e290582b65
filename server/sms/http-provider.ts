// The generic sender kept from before: POSTs {to, text} as JSON with a Bearer token. A 2xx is
// taken; 503 and 429 were not taken (sent again later); any other answer is a refusal.
import { refusedWithCode } from '../../src/domain/sms-text';
import { callProvider, notTaken } from './provider-call';
import type { SendOutcome, SmsProvider } from './provider';

export function httpProvider(url: string, token: string | undefined, timeoutMs: number): SmsProvider {
  return {
    name: 'http',
    async send(message, clock): Promise<SendOutcome> {
      const answer = await callProvider(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.phoneNumber, text: message.text }),
      }, clock, timeoutMs);
      if (answer.kind !== 'answer') return answer;
      if (answer.status >= 200 && answer.status < 300) return { kind: 'accepted' };
      if (notTaken(answer.status)) return { kind: 'unreachable' };
      return { kind: 'refused', reason: refusedWithCode(answer.status) };
    },
  };
}
