// The server's SMS sender loop. Each message is sent once. Only a provider that could
// not be reached is tried again, later and later (backoff); an answer is final. A request sent
// with no answer back is never sent blind: a provider that can be asked by our id (Kavenegar) is
// asked, and the message sent only if it never arrived; any other is held for a person.
import { smsUnreachable } from '../../src/domain/sms-text';
import type { Sql } from '../db/sql';
import { errorClassOf, type Logger } from '../observe/log';
import type { ServerMetrics } from '../observe/metrics';
import type { SmsClock } from './clock';
import { followUp } from './follow-up';
import { claimDue, claimFollowUps, nextDue, settle, type ClaimedSms, type Settle } from './outbox-rows';
import type { SmsProvider } from './provider';

export interface SmsOutbox {
  /** Look for due messages now (after a send is committed). */
  wake(): void;
  stop(): Promise<void>;
}

export interface OutboxOptions { clock: SmsClock; timeoutMs: number; pollMs?: number; maxAttempts?: number }

/** 5 s, 10 s, 20 s … at most 10 minutes between tries. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);

export function startOutbox(db: Sql, provider: SmsProvider, log: Logger, metrics: ServerMetrics, options: OutboxOptions): SmsOutbox {
  const { clock, timeoutMs, pollMs = 30_000, maxAttempts = 40 } = options;
  // A lease outlasts a lookup and a send, each bounded by the timeout.
  const leaseMs = 2 * timeoutMs + 30_000;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let cancelTimer: (() => void) | undefined;

  const later = (row: ClaimedSms, state: 'queued' | 'unanswered'): Settle =>
    row.attempts >= maxAttempts
      ? (state === 'queued' ? { state: 'failed', reason: smsUnreachable } : { state: 'unknown' })
      : { state, nextAttemptAt: clock.now() + backoffMs(row.attempts) };

  async function outcomeOf(row: ClaimedSms): Promise<Settle> {
    const message = { localId: row.local_id, phoneNumber: row.phone_number, text: row.text };
    if (row.was !== 'queued') {
      if (!provider.lookup) return { state: 'unknown' };
      const known = await provider.lookup(message, clock);
      if (known.kind === 'unreachable') return later(row, 'unanswered');
      if (known.kind === 'failed') return { state: 'failed', reason: known.reason };
      if (known.kind === 'sent') return { state: 'sent', providerId: known.providerId, nextAttemptAt: clock.now() + 60_000 };
      if (known.kind === 'delivered') return { state: 'delivered', providerId: known.providerId };
    }
    const sent = await provider.send(message, clock);
    // A provider that reports delivery is asked about it a minute on (follow-up.ts).
    if (sent.kind === 'accepted') return { state: 'sent', providerId: sent.providerId, ...(provider.lookup ? { nextAttemptAt: clock.now() + 60_000 } : {}) };
    if (sent.kind === 'refused') return { state: 'failed', reason: sent.reason };
    if (sent.kind === 'unreachable') return later(row, 'queued');
    return provider.lookup ? later(row, 'unanswered') : { state: 'unknown' };
  }

  async function handle(row: ClaimedSms, leaseUntil: number) {
    let to: Settle;
    try {
      to = await outcomeOf(row);
    } catch {
      to = provider.lookup ? later(row, 'unanswered') : { state: 'unknown' };
    }
    if (!(await settle(db, row.id, leaseUntil, to))) return;
    log.info('sms', { id: row.id, state: to.state, provider: provider.name, attempt: row.attempts });
    if (to.state === 'sent' || to.state === 'failed' || to.state === 'unknown') metrics.sms.inc({ outcome: to.state });
  }

  async function rounds() {
    do {
      again = false;
      const leaseUntil = clock.now() + leaseMs;
      const claimed = await claimDue(db, clock.now(), leaseUntil, 10);
      for (const row of claimed) await handle(row, leaseUntil);
      const asked = provider.lookup ? await claimFollowUps(db, provider.name, clock.now(), leaseUntil, 10) : [];
      for (const row of asked) await followUp(db, provider, row, clock, log, metrics);
      if (claimed.length > 0 || asked.length > 0) again = true;
    } while (again && !stopped);
    if (stopped) return;
    const due = await nextDue(db, provider.lookup ? provider.name : undefined);
    cancelTimer?.();
    const wait = due === undefined ? pollMs : Math.min(pollMs, Math.max(0, due - clock.now()));
    cancelTimer = clock.after(wait, wake);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = rounds()
      .catch((error: unknown) => log.error('sms-loop', { error: errorClassOf(error) }))
      .finally(() => {
        running = undefined;
        if (again) wake();
      });
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      cancelTimer?.();
      await running;
    },
  };
}
