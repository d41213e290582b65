// The server's delivery key: a P-256 key pair a tablet seals its queued writes for, so the tablet
// can send what it can no longer read. Derived from the server's secret (auth/secret.ts: JWT_SECRET
// or the file kept in DATA_DIR), so every process of one server holds the same pair and nothing
// new is kept; the public half is answered over the clinic's HTTPS (its certificate vouches for it).
import { createDecipheriv, createECDH, createHash, hkdfSync, type ECDH } from 'node:crypto';
import { sealedHeaderBytes, sealedInfo, sealedIvBytes, sealedKeyBytes, sealedVersion, type DeliveryKey } from '../../src/domain/delivery';

export interface ServerDeliveryKey {
  /** The public half, as a JWK (GET Sync/deliveryKey). */
  publicKey: DeliveryKey;
  /** Sealed bytes opened, or undefined when they are not sealed for this key (or were altered). */
  open(sealed: Uint8Array): Buffer | undefined;
}

function keyPairOf(secret: Uint8Array): ECDH {
  for (let round = 0; ; round += 1) {
    const scalar = Buffer.from(hkdfSync('sha256', secret, 'clinic delivery key', `round ${round}`, 32));
    const ecdh = createECDH('prime256v1');
    try {
      // A scalar past the curve's order (about one in 2^32) is refused: the next round's is taken.
      ecdh.setPrivateKey(scalar);
      return ecdh;
    } catch {
      continue;
    }
  }
}

export function deliveryKeyOf(secret: Uint8Array): ServerDeliveryKey {
  const ecdh = keyPairOf(secret);
  const point = ecdh.getPublicKey();
  const publicKey: DeliveryKey = {
    kid: createHash('sha256').update(point).digest('hex').slice(0, 16),
    jwk: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
  };
  return {
    publicKey,
    open(sealed) {
      if (sealed.length < sealedHeaderBytes + 16 || sealed[0] !== sealedVersion) return undefined;
      const oneTimeKey = sealed.subarray(1, 1 + sealedKeyBytes);
      const iv = sealed.subarray(1 + sealedKeyBytes, sealedHeaderBytes);
      const body = sealed.subarray(sealedHeaderBytes, sealed.length - 16);
      const tag = sealed.subarray(sealed.length - 16);
      try {
        const shared = ecdh.computeSecret(oneTimeKey);
        const key = Buffer.from(hkdfSync('sha256', shared, oneTimeKey, sealedInfo, 32));
        const decipher = createDecipheriv('aes-256-gcm', key, iv.length === sealedIvBytes ? iv : Buffer.alloc(0));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        return undefined;
      }
    },
  };
}
