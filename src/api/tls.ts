// The HTTPS certificate's fingerprint and names (GET tls/certificate), for SuperAdmin's card.
// Needs the network: nothing here is kept or queued.
import * as v from 'valibot';
import { tlsCertificateResult, type TlsCertificate } from '../domain/schemas/tls';
import { request } from './client';

export type { TlsCertificate };

export async function readTlsCertificate(): Promise<TlsCertificate> {
  const envelope = await request('tls/certificate');
  return v.parse(tlsCertificateResult, envelope.result);
}
