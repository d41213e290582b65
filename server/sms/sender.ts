// The SMS sender interface. Every message is recorded in sms_messages (phone, text with the
// reception signature, status, time); the HTTP sender also hands it to a provider.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

export interface SmsSender {
  /** Records and (for a provider) sends; resolves to the stored status. */
  send(phoneNumber: string, text: string): Promise<'recorded' | 'sent' | 'failed'>;
}

export function recordingSender(db: Sql): SmsSender {
  return {
    async send(phoneNumber, text) {
      await db.rows(sql`INSERT INTO sms_messages (phone_number, text, status) VALUES (${phoneNumber}, ${text}, 'recorded')`);
      return 'recorded';
    },
  };
}

/** POSTs {to, text} as JSON to SMS_HTTP_URL with SMS_HTTP_TOKEN as a Bearer token. */
export function httpSender(db: Sql, url: string, token: string | undefined): SmsSender {
  return {
    async send(phoneNumber, text) {
      let status: 'sent' | 'failed' = 'failed';
      let error: string | null = null;
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ to: phoneNumber, text }),
          signal: AbortSignal.timeout(10_000),
        });
        status = answer.ok ? 'sent' : 'failed';
        if (!answer.ok) error = `HTTP ${answer.status}`;
      } catch (cause) {
        error = cause instanceof Error ? cause.name : 'error';
      }
      await db.rows(sql`INSERT INTO sms_messages (phone_number, text, status, error) VALUES (${phoneNumber}, ${text}, ${status}, ${error})`);
      return status;
    },
  };
}
