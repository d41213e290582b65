// HTTPS for the whole app on HTTPS_PORT, and on PORT the plain server that only redirects and
// shows the certificate page (plain-http.ts). Started by server/start.ts when HTTPS_PORT is set.
import { createServer as createHttpsServer } from 'node:https';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as TlsServer } from 'node:tls';
import type { Logger } from '../observe/log';
import type { TlsSource } from './credentials';
import { plainHttpServer } from './plain-http';
import { keepCertificateFresh, type TlsClock } from './renewal';

export interface TlsInfo {
  source: TlsSource;
  /** The port HTTPS listens on (known once listening when 0 was asked for). */
  httpsPort: number;
  /** The plain port, where /ca is (known once listening). */
  plainPort?: number;
}

export function listening<T extends Server | TlsServer>(server: T, port: number, host: string): Promise<T> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export const httpsServerOptions = (source: TlsSource) => ({ key: source.state.keyPem, cert: source.state.certPem });
export { createHttpsServer };

/** After the HTTPS server listens: the plain port, the renewal, and the fingerprint in the log. */
export async function startPlainAndRenewal(info: TlsInfo, https: TlsServer, options: { port: number; host: string; log: Logger; clock: TlsClock }) {
  info.httpsPort = (https.address() as AddressInfo).port;
  const plain = await listening(plainHttpServer(() => info.source.state, info.httpsPort), options.port, options.host);
  info.plainPort = (plain.address() as AddressInfo).port;
  const renewal = keepCertificateFresh(info.source, https, options.log, options.clock);
  const { state } = info.source;
  options.log.info('tls', {
    fingerprint: state.fingerprint, own: state.own, hosts: state.hosts.join(','), notAfter: state.notAfter.toISOString(), httpsPort: info.httpsPort,
  });
  return {
    plain,
    async close() {
      await renewal.stop();
      await new Promise<void>((resolve) => {
        plain.close(() => resolve());
        plain.closeAllConnections();
      });
    },
  };
}
