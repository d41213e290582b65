// A bearer token's signature checked once per token, not once per request: jose imports the key
// and computes the HMAC afresh on every call, the largest share of a signed-in request's CPU.
// A token's text and our one secret fix its signature, header and claims; only the time moves,
// so a remembered token is checked again against its expiry alone, as jwtVerify checks it.
import { jwtVerify, type JWTPayload } from 'jose';

const maxTokens = 50_000;

export function signedClaims(secret: Uint8Array): (token: string) => Promise<JWTPayload | undefined> {
  const checked = new Map<string, JWTPayload>();
  return async (token) => {
    const known = checked.get(token);
    if (known) {
      if (known.exp === undefined || known.exp > Math.floor(Date.now() / 1000)) return known;
      checked.delete(token);
      return undefined;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
    } catch {
      return undefined;
    }
    if (checked.size >= maxTokens) checked.clear();
    checked.set(token, payload);
    return payload;
  };
}
