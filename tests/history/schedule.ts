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
  | { kind: 'register'; tablet: number; key: string; /** With an ID-card photo on step 2. */ photo: boolean }
  | { kind: 'network-down' } | { kind: 'network-up' }
  | { kind: 'kill'; server: number }
  | { kind: 'close-tab-mid-push'; tablet: number; key: string }
  | { kind: 'hand-over'; tablet: number }
  | { kind: 'revoke' }
  /** Reception deletes a client registered earlier on that tablet. */
  | { kind: 'delete'; tablet: number; key: string }
  /** Screening fills the breast health form for a client registered earlier on that tablet. */
  | { kind: 'screening-form'; tablet: number; key: string }
  /** PostgreSQL restarted as the two server processes see it. */
  | { kind: 'pg-restart' }
  /** The person leaves the tablet idle past its lock (10 minutes); whoever acts there next unlocks. */
  | { kind: 'idle-lock'; tablet: number }
  /** Reception corrects the address of a client registered earlier on that tablet. */
  | { kind: 'edit'; tablet: number; key: string; address: string }
  /** Reception sends an SMS (its text names the client's key) to a client registered earlier there. */
  | { kind: 'sms'; tablet: number; key: string }
  /** The tablet's clock is set `hours` off (by hand, or corrected from a wrong time), and stays so
   *  until the run is quiet. */
  | { kind: 'clock-moved'; tablet: number; hours: number };

export type StepKind = Step['kind'];

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

/** A street's name unique per seed and step, in Persian letters (an edit's new address). */
const streetOf = (seed: number, index: number) => keyOf(seed, index).replace('آزمون', 'کوچه ');

/** How far a tablet's clock is set off, in hours. */
const clockOffsets = [-26, -3, 3, 26];

/** `steps` draws; the network always ends up (the run restores every fault before the check). A
 *  delete or a form names a client registered earlier on the same tablet (there, offline too); with
 *  none left to name, or a colleague's sign-in drawn offline, the draw registers instead. After a
 *  registration the person may leave the tablet idle (with `idleLocks`): drawn from a generator of
 *  its own, so the other draws of a seed are the same with idle locks or without. So are, with
 *  `editsAndSms`, an address corrected or an SMS sent after a registration, to a client registered
 *  there (that one or an earlier). So is, with `clockMoves`, the tablet's clock set off after a
  registration, by three hours or a day and two, either way. */
export function scheduleOf(seed: number, steps: number, tablets: number, options: { idleLocks?: boolean; editsAndSms?: boolean; clockMoves?: boolean } = {}): Step[] {
  const random = mulberry32(seed);
  const leaves = mulberry32(seed ^ 0x1d1e);
  const follows = mulberry32(seed ^ 0xed17);
  const clocks = mulberry32(seed ^ 0xc10c);
  const schedule: Step[] = [];
  const registered: string[][] = Array.from({ length: tablets }, () => []);
  let down = false;
  for (let index = 0; index < steps; index += 1) {
    const draw = random();
    const tablet = Math.floor(random() * tablets);
    const key = keyOf(seed, index);
    const mine = registered[tablet]!;
    const earlier = mine.length > 0 ? mine[Math.floor(random() * mine.length)] : undefined;
    const register = () => {
      mine.push(key);
      schedule.push({ kind: 'register', tablet, key, photo: random() < 0.35 });
      if (follows() < 0.4 && options.editsAndSms) {
        const client = mine[Math.floor(follows() * mine.length)]!;
        schedule.push(follows() < 0.5 ? { kind: 'edit', tablet, key: client, address: streetOf(seed, index) } : { kind: 'sms', tablet, key: client });
      }
      if (clocks() < 0.2 && options.clockMoves) schedule.push({ kind: 'clock-moved', tablet, hours: clockOffsets[Math.floor(clocks() * clockOffsets.length)]! });
      if (leaves() < 0.25 && options.idleLocks) schedule.push({ kind: 'idle-lock', tablet });
    };
    if (draw < 0.36) register();
    else if (draw < 0.48) {
      schedule.push(down ? { kind: 'network-up' } : { kind: 'network-down' });
      down = !down;
    } else if (draw < 0.58) schedule.push({ kind: 'kill', server: Math.floor(random() * 2) });
    else if (draw < 0.64) {
      mine.push(key);
      schedule.push({ kind: 'close-tab-mid-push', tablet, key });
    } else if (draw < 0.7) {
      if (down) register();
      else schedule.push({ kind: 'hand-over', tablet });
    } else if (draw < 0.79) {
      if (earlier === undefined) register();
      else {
        mine.splice(mine.indexOf(earlier), 1);
        schedule.push({ kind: 'delete', tablet, key: earlier });
      }
    } else if (draw < 0.87) {
      if (earlier === undefined) register();
      else schedule.push({ kind: 'screening-form', tablet, key: earlier });
    } else if (draw < 0.95) schedule.push({ kind: 'pg-restart' });
    else schedule.push({ kind: 'revoke' });
  }
  if (down) schedule.push({ kind: 'network-up' });
  return schedule;
}

/** How many steps of each kind a schedule holds (printed with a seed, to show what it draws). */
export function kindsOf(schedule: Step[]): Partial<Record<StepKind, number>> {
  const counts: Partial<Record<StepKind, number>> = {};
  for (const step of schedule) counts[step.kind] = (counts[step.kind] ?? 0) + 1;
  return counts;
}
