// What SuperAdmin's card reads about HTTPS on the clinic's network (GET tls/certificate).
import * as v from 'valibot';

export const tlsCertificateResult = v.object({
  /** False when the server runs without HTTPS_PORT: the other fields are then null. */
  enabled: v.boolean(),
  /** The clinic's own certificate (TLS_CERT_FILE) rather than the generated authority. */
  own: v.boolean(),
  /** SHA-256 of the certificate tablets trust, hex pairs joined by colons. */
  fingerprint: v.nullable(v.string()),
  /** When the served certificate ends (renewed before, automatically, when generated). */
  notAfter: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  hosts: v.array(v.string()),
  httpsPort: v.nullable(v.number()),
  /** The plain port: the certificate page is /ca there, at the same host name. */
  plainPort: v.nullable(v.number()),
});

export type TlsCertificate = v.InferOutput<typeof tlsCertificateResult>;
