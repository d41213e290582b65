// The seeded random schedule of the proof by history: a small PRNG (mulberry32, printed seed ⇒
// the same schedule again) drawing people's actions and faults. Pure: no browser, no server.

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Step =
  | { kind: 'register'; tablet: number; key: string }
  | { kind: 'network-down' } | { kind: 'network-up' }
  | { kind: 'kill'; server: number }
  | { kind: 'close-tab-mid-push'; tablet: number; key: string }
  | { kind: 'hand-over'; tablet: number }
  | { kind: 'revoke' };

// Last names in Persian letters only (the form takes letters), unique per seed and step.
const letters = 'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';
export function keyOf(seed: number, index: number): string {
  let n = seed * 64 + index;
  let word = '';
  do {
    word += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  } while (n > 0);
  return `آزمون${word}`;
}

/** `steps` draws; the network always ends up (the run restores every fault before the check). */
export function scheduleOf(seed: number, steps: number, tablets: number): Step[] {
  const random = mulberry32(seed);
  const schedule: Step[] = [];
  let down = false;
  for (let index = 0; index < steps; index += 1) {
    const draw = random();
    const tablet = Math.floor(random() * tablets);
    if (draw < 0.45) schedule.push({ kind: 'register', tablet, key: keyOf(seed, index) });
    else if (draw < 0.62) {
      schedule.push(down ? { kind: 'network-up' } : { kind: 'network-down' });
      down = !down;
    } else if (draw < 0.77) schedule.push({ kind: 'kill', server: Math.floor(random() * 2) });
    else if (draw < 0.85) schedule.push({ kind: 'close-tab-mid-push', tablet, key: keyOf(seed, index) });
    // A colleague signs in online: a hand-over drawn while the network is off waits for it.
    else if (draw < 0.93 && !down) schedule.push({ kind: 'hand-over', tablet });
    else if (draw < 0.93) schedule.push({ kind: 'register', tablet, key: keyOf(seed, index) });
    else schedule.push({ kind: 'revoke' });
  }
  if (down) schedule.push({ kind: 'network-up' });
  return schedule;
}
