// What the plain-HTTP port (PORT) serves once HTTPS_PORT is set: /ca and /ca.crt, and for every
// other request a redirect to the same path on https, at the host name the request came by.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { caPage } from './ca-page';
import type { TlsState } from './credentials';

/** The host name of the request's Host header, if it is one a certificate can name. */
function hostNameOf(request: IncomingMessage): string | undefined {
  const host = request.headers.host ?? '';
  const name = /^\[([0-9a-fA-F:.]+)\](?::\d+)?$/.exec(host)?.[1] ?? /^([A-Za-z0-9.-]+)(?::\d+)?$/.exec(host)?.[1];
  if (!name) return undefined;
  return name.includes(':') ? `[${name}]` : name;
}

const plainHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export function plainHttpHandler(state: () => TlsState, httpsPort: number) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').startsWith('/') ? request.url ?? '/' : '/';
    const bare = path.split('?')[0]!.replace(/\/+$/, '').toLowerCase();
    const current = state();
    if (bare === '/ca' && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, {
        ...plainHeaders, 'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      });
      return response.end(request.method === 'HEAD' ? undefined : caPage(current, httpsPort));
    }
    if (bare === '/ca.crt' && current.authorityDer && (request.method === 'GET' || request.method === 'HEAD')) {
      // DER with the CA type: iOS Safari offers it as a profile to install, Android saves it for
      // Settings ▸ Install a certificate (both also read PEM, but DER is the type's own form).
      response.writeHead(200, {
        ...plainHeaders, 'Content-Type': 'application/x-x509-ca-cert',
        'Content-Disposition': 'attachment; filename="clinic-ca.crt"', 'Content-Length': current.authorityDer.length,
      });
      return response.end(request.method === 'HEAD' ? undefined : current.authorityDer);
    }
    const host = hostNameOf(request) ?? current.hosts[0] ?? 'localhost';
    const port = httpsPort === 443 ? '' : `:${httpsPort}`;
    // 307, not 301: a browser keeps a permanent redirect for ever, and a clinic may move its port.
    response.writeHead(307, { ...plainHeaders, Location: `https://${host}${port}${path}`, 'Content-Length': 0 });
    response.end();
  };
}

export function plainHttpServer(state: () => TlsState, httpsPort: number): Server {
  return createServer(plainHttpHandler(state, httpsPort));
}
