// tls/certificate: the fingerprint staff compare before trusting the clinic's certificate, shown
// to SuperAdmin in the app (features/admins/tls-card.tsx). SuperAdmin only: it tells nothing secret,
// but which names the server answers to is the network's business, not every station's.
import { tlsCertificateResult, type TlsCertificate } from '../../src/domain/schemas/tls';
import { reply } from '../http/envelope';
import type { RouteDef } from '../http/route';

export const tlsRoutes: RouteDef[] = [
  {
    method: 'get', path: 'tls/certificate', access: { station: 'admins' }, result: tlsCertificateResult,
    summary: 'The HTTPS certificate\'s SHA-256 fingerprint, names and end date',
    handler: async (c) => {
      const tls = c.get('deps').tls;
      const state = tls?.source.state;
      const answer: TlsCertificate = {
        enabled: tls !== undefined,
        own: state?.own ?? false,
        fingerprint: state?.fingerprint ?? null,
        notAfter: state?.notAfter.toISOString() ?? null,
        hosts: state?.hosts ?? [],
        httpsPort: tls?.httpsPort ?? null,
        plainPort: tls?.plainPort ?? null,
      };
      return reply(c, answer);
    },
  },
];
