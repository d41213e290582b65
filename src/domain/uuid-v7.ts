// uuid v7 (RFC 9562): 48 bits of Unix milliseconds, then random bits, so local ids sort by
// creation time (design.md "Local ids"). Pure: the clock and the random source are injectable.

let lastMs = -1;
let lastSeq = 0;

export function uuidV7(
  now: number = Date.now(),
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (b) => globalThis.crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(new ArrayBuffer(16)));
  // Within one millisecond, a 12-bit counter in rand_a keeps ids made on this tablet in order.
  if (now <= lastMs) {
    now = lastMs;
    lastSeq = (lastSeq + 1) & 0xfff;
    if (lastSeq === 0) now = ++lastMs;
  } else {
    lastMs = now;
    lastSeq = (bytes[6]! & 0x07) << 8 | bytes[7]!; // start low so the counter has room
  }
  const ms = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | ((lastSeq >> 8) & 0x0f);
  bytes[7] = lastSeq & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
