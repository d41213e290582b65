// What a provider adapter does with one message, and what came of it. The outbox acts on the
// outcome: only 'unreachable' (the provider never took the request) is sent again; 'unanswered'
// (the request went, no answer came) is asked of the provider or held for a person.
import type { SmsClock } from './clock';

export interface OutgoingSms {
  /** The message's own id: Kavenegar's localid, so a repeat is known to it. */
  localId: string;
  phoneNumber: string;
  text: string;
}

export type SendOutcome =
  | { kind: 'accepted'; providerId?: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable' }
  | { kind: 'unanswered' };

export type LookupOutcome =
  | { kind: 'sent'; providerId?: string }
  | { kind: 'delivered'; providerId?: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'not-found' }
  | { kind: 'unreachable' };

export interface SmsProvider {
  name: 'kavenegar' | 'smsir' | 'http';
  send(message: OutgoingSms, clock: SmsClock): Promise<SendOutcome>;
  /** What the provider knows of a message by its local id; absent: it cannot be asked. */
  lookup?(message: OutgoingSms, clock: SmsClock): Promise<LookupOutcome>;
}

export interface ProviderSettings {
  provider: 'kavenegar' | 'smsir' | 'http' | undefined;
  apiKey: string | undefined;
  sender: string | undefined;
  apiBase: string | undefined;
  httpUrl: string | undefined;
  httpToken: string | undefined;
  /** How long a request waits for the provider's answer (ms). */
  timeoutMs: number;
}
