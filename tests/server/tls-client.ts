// HTTPS as a tablet that trusts only the clinic's authority sees it: node:https and node:tls with
// that one CA and no other, the name sent as SNI while the socket goes to loopback.
import { request as httpsRequest } from 'node:https';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { checkServerIdentity, connect, type PeerCertificate } from 'node:tls';

export interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET (or another method) over https to 127.0.0.1:port as `host`, trusting `ca` alone. */
export function httpsGet(port: number, host: string, path: string, ca: string, options: { method?: string; headers?: Record<string, string>; json?: unknown } = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({
      host: '127.0.0.1', port, path, method: options.method ?? 'GET', servername: host, ca, agent: false,
      headers: { host: `${host}:${port}`, ...options.headers },
    }, (res) => collect(res, resolve, reject));
    req.on('error', reject);
    if (options.json !== undefined) req.setHeader('content-type', 'application/json');
    req.end(options.json === undefined ? undefined : JSON.stringify(options.json));
  });
}

/** A plain-HTTP request to the plain port, with the Host header a tablet would send. */
export function httpGet(port: number, host: string, path: string, method = 'GET'): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, agent: false, headers: { host: `${host}:${port}` } }, (res) => collect(res, resolve, reject));
    req.on('error', reject);
    req.end();
  });
}

function collect(res: IncomingMessage, resolve: (value: Fetched) => void, reject: (error: Error) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
  res.on('error', reject);
}

/** The certificate the server presents for `host`, and whether `ca` vouches for it. */
export function peerCertificate(port: number, host: string, ca?: string): Promise<{ certificate: PeerCertificate; authorized: boolean; error?: Error }> {
  return new Promise((resolve, reject) => {
    // An address is never sent as SNI (RFC 6066): a tablet that typed one checks it on its own.
    const address = isIP(host) !== 0;
    const socket = connect({ host: '127.0.0.1', port, servername: address ? undefined : host, ca, rejectUnauthorized: false,
      checkServerIdentity: (_name, cert) => checkServerIdentity(host, cert) }, () => {
      const certificate = socket.getPeerCertificate();
      const error = socket.authorizationError;
      resolve({ certificate, authorized: socket.authorized, error: error instanceof Error ? error : error ? new Error(String(error)) : undefined });
      socket.end();
    });
    socket.on('error', reject);
  });
}

export const portOf = (url: string) => Number(new URL(url).port);
