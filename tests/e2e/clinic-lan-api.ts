// A file's app and server over HTTPS at clinic.lan (e2eForFile's clinicLan), with the API called
// as a tablet there calls it, trusting the clinic's authority alone: what the suites whose staff
// (a screening or Research user) set up their data through the API and then work in the page share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpsGet } from '../server/tls-client';
import { e2eForFile, type E2e, type E2eOptions } from './fixture';

export interface ClinicLan {
  e2e: E2e;
  /** `https://clinic.lan:<port>`, once the file's beforeAll has started the server. */
  readonly origin: string;
  api<T = unknown>(method: string, path: string, json?: unknown, token?: string): Promise<{ statusCode: number; result: T }>;
}

/** `options`: the file's other set-up (`browser: false` when its tests launch their own). */
export function clinicLanForFile(options: Omit<E2eOptions, 'clinicLan'> = {}): ClinicLan {
  const e2e = e2eForFile({ ...options, clinicLan: true });
  const port = () => Number(new URL(e2e.server.httpsUrl!).port);
  return {
    e2e,
    get origin() { return `https://clinic.lan:${port()}`; },
    async api<T>(method: string, path: string, json?: unknown, token?: string) {
      const ca = readFileSync(join(e2e.server.dataDir, 'tls', 'ca.crt.pem'), 'utf8');
      const answer = await httpsGet(port(), 'clinic.lan', `/api/v1/${path}`, ca, { method, json, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return JSON.parse(answer.body.toString('utf8')) as { statusCode: number; result: T };
    },
  };
}
