// Keeps the served certificate current without a restart: looks at start and then daily (a test
// gives its own clock and interval), and swaps a renewed one in with setSecureContext, which
// applies to new connections while open ones finish on the old.
import type { Server as TlsServer } from 'node:tls';
import type { Logger } from '../observe/log';
import { errorClassOf } from '../observe/log';
import type { TlsSource } from './credentials';

export interface TlsClock {
  now: () => Date;
  everyMs: number;
}

export const dailyCheck: TlsClock = { now: () => new Date(), everyMs: 24 * 3600_000 };

export function keepCertificateFresh(source: TlsSource, server: TlsServer, log: Logger, clock: TlsClock): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const look = async () => {
    try {
      if (!(await source.refresh(clock.now()))) return;
      server.setSecureContext({ key: source.state.keyPem, cert: source.state.certPem });
      log.info('tls', { renewed: true, notAfter: source.state.notAfter.toISOString(), fingerprint: source.state.fingerprint });
    } catch (error) {
      // The certificate served goes on serving; the next look tries again.
      log.error('tls renewal failed', { error: errorClassOf(error) });
    }
  };
  const timer = setInterval(() => { running = running.then(look); }, clock.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
