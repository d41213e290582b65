// The checker of the proof by history: pure functions over what the test recorded (every write a
// person was told is saved, every refusal) and what it found once quiet (the server's rows, what
// each tablet shows and still holds to send). No browser, no server: the unit tests feed it
// made-up histories, so each anomaly it can report is seen reported.

/** An operation the person was told is saved (the saved state the UI showed): a client registered,
 *  corrected (`address`: the new one) or deleted, or a record on it (an ID-card photo, a screening
 *  form, an SMS), by the client's key. */
export interface Ack { tablet: string; kind: 'create' | 'edit' | 'delete' | RecordKind; key: string; address?: string }
export type RecordKind = 'photo' | 'form' | 'sms';
const recordKinds: ReadonlySet<Ack['kind']> = new Set<RecordKind>(['photo', 'form', 'sms']);
/** A write the server refused (`kind`: a record's, by its client's key), and whether its author
 *  was shown it. One refused after the person was told it was saved or queued (`acknowledged`,
 *  the default) and shown stands for that acknowledgement: it is not expected on the server. One
 *  refused at once (an SMS's dialog said why) was never acknowledged. */
export interface Refusal { tablet: string; key: string; kind?: RecordKind; shownToAuthor: boolean; acknowledged?: boolean }

export interface Observed {
  /** Rows on the server per key (a client's unique last name in these runs). */
  server: Record<string, number>;
  /** Records on the server per `${kind}:${key}` (a deleted client's went with it). */
  records?: Record<string, number>;
  /** The address each client has on the server, per key. */
  addresses?: Record<string, string>;
  /** `waitingLocked`: what still waited under the idle lock once quiet, before anyone unlocked. */
  tablets: Array<{ name: string; keys: string[]; waiting: number; waitingLocked?: number }>;
  /** The refusals listed to their authors in the sync centre once quiet. */
  refused?: Refusal[];
}

export type AnomalyKind = 'lost' | 'edit-lost' | 'duplicate' | 'delete-not-applied' | 'not-converged' | 'delete-not-reached' | 'stuck-outbox'
  | 'stuck-locked' | 'refusal-unseen';
export interface Anomaly { kind: AnomalyKind; key?: string; tablet?: string; detail: string }

function serverSide(acks: Ack[], server: Observed['server']): Anomaly[] {
  const deleted = new Set(acks.filter((ack) => ack.kind === 'delete').map((ack) => ack.key));
  const anomalies: Anomaly[] = [];
  for (const ack of acks) {
    const rows = server[ack.key] ?? 0;
    if (ack.kind === 'delete') {
      if (rows > 0) anomalies.push({ kind: 'delete-not-applied', key: ack.key, tablet: ack.tablet, detail: `${rows} row(s) after a delete` });
    } else if (ack.kind === 'create' && !deleted.has(ack.key)) {
      if (rows === 0) anomalies.push({ kind: 'lost', key: ack.key, tablet: ack.tablet, detail: 'acknowledged, not on the server' });
      if (rows > 1) anomalies.push({ kind: 'duplicate', key: ack.key, tablet: ack.tablet, detail: `${rows} rows on the server` });
    }
  }
  return anomalies;
}

/** Each photo, form or SMS acknowledged on a client not deleted is on the server exactly as often as
 *  it was acknowledged. */
function recordSide(acks: Ack[], records: Record<string, number>, refusals: Refusal[]): Anomaly[] {
  const deleted = new Set(acks.filter((ack) => ack.kind === 'delete').map((ack) => ack.key));
  const expected = new Map<string, Ack[]>();
  for (const ack of acks) {
    if (!recordKinds.has(ack.kind) || deleted.has(ack.key)) continue;
    const id = `${ack.kind}:${ack.key}`;
    expected.set(id, [...(expected.get(id) ?? []), ack]);
  }
  const refused = new Map<string, number>();
  for (const refusal of refusals) {
    if (refusal.kind && refusal.shownToAuthor && refusal.acknowledged !== false) refused.set(`${refusal.kind}:${refusal.key}`, (refused.get(`${refusal.kind}:${refusal.key}`) ?? 0) + 1);
  }
  const anomalies: Anomaly[] = [];
  for (const [id, told] of expected) {
    const rows = records[id] ?? 0;
    const due = told.length - Math.min(refused.get(id) ?? 0, told.length);
    const { key, tablet } = told[0]!;
    const detail = `${id}: ${rows} on the server, ${told.length} acknowledged${due < told.length ? `, ${told.length - due} of them refused and shown` : ''}`;
    if (rows < due) anomalies.push({ kind: 'lost', key, tablet, detail });
    if (rows > due) anomalies.push({ kind: 'duplicate', key, tablet, detail });
  }
  return anomalies;
}

/** A client not deleted has on the server the address of the last correction acknowledged. */
function editSide(acks: Ack[], addresses: Record<string, string>): Anomaly[] {
  const deleted = new Set(acks.filter((ack) => ack.kind === 'delete').map((ack) => ack.key));
  const last = new Map<string, Ack>();
  for (const ack of acks) if (ack.kind === 'edit' && !deleted.has(ack.key)) last.set(ack.key, ack);
  return [...last.values()].filter((ack) => addresses[ack.key] !== ack.address).map((ack) => ({
    kind: 'edit-lost', key: ack.key, tablet: ack.tablet, detail: `the server's address is ${JSON.stringify(addresses[ack.key] ?? null)}, ${JSON.stringify(ack.address)} acknowledged last`,
  }));
}

function tabletSide(acks: Ack[], observed: Observed): Anomaly[] {
  const deleted = new Set(acks.filter((ack) => ack.kind === 'delete').map((ack) => ack.key));
  const onServer = Object.keys(observed.server).filter((key) => (observed.server[key] ?? 0) > 0);
  const anomalies: Anomaly[] = [];
  for (const tablet of observed.tablets) {
    const shown = new Set(tablet.keys);
    if (tablet.waiting > 0) anomalies.push({ kind: 'stuck-outbox', tablet: tablet.name, detail: `${tablet.waiting} entries still waiting once quiet` });
    if ((tablet.waitingLocked ?? 0) > 0) {
      anomalies.push({ kind: 'stuck-locked', tablet: tablet.name, detail: `${tablet.waitingLocked} entries waited under the idle lock once quiet, for their author to unlock` });
    }
    for (const key of onServer) {
      if (!shown.has(key)) anomalies.push({ kind: 'not-converged', key, tablet: tablet.name, detail: 'on the server, not on the tablet' });
    }
    for (const key of shown) {
      if (onServer.includes(key)) continue;
      const kind = deleted.has(key) ? 'delete-not-reached' : 'not-converged';
      anomalies.push({ kind, key, tablet: tablet.name, detail: 'on the tablet, not on the server' });
    }
  }
  return anomalies;
}

/** The refusals the people were shown: told at once (an SMS's dialog: never acknowledged), or
 *  listed in the sync centre for their author once quiet. A refused entry stays listed until
 *  someone discards it, so those told at once are listed too: per tablet, kind and key, the
 *  listed ones beyond them were refused after they were acknowledged. */
export function refusalsOf(atOnce: Refusal[], listed: Refusal[]): Refusal[] {
  const idOf = (refusal: Refusal) => `${refusal.tablet}|${refusal.kind ?? ''}|${refusal.key}`;
  const toldAtOnce = new Map<string, number>();
  for (const refusal of atOnce) toldAtOnce.set(idOf(refusal), (toldAtOnce.get(idOf(refusal)) ?? 0) + 1);
  const later = listed.filter((refusal) => {
    const left = toldAtOnce.get(idOf(refusal)) ?? 0;
    toldAtOnce.set(idOf(refusal), left - 1);
    return left <= 0;
  });
  return [...atOnce, ...later];
}

/** Every anomaly of one history; an empty list is the proof. */
export function checkHistory(acks: Ack[], refusals: Refusal[], observed: Observed): Anomaly[] {
  const unseen = refusals.filter((refusal) => !refusal.shownToAuthor)
    .map((refusal): Anomaly => ({ kind: 'refusal-unseen', key: refusal.key, tablet: refusal.tablet, detail: 'refused, never shown to its author' }));
  return [...serverSide(acks, observed.server), ...recordSide(acks, observed.records ?? {}, refusals), ...editSide(acks, observed.addresses ?? {}),
    ...tabletSide(acks, observed), ...unseen];
}

/** Anomalies counted per kind (the bench's line). */
export function countByKind(anomalies: Anomaly[]): Partial<Record<AnomalyKind, number>> {
  const counts: Partial<Record<AnomalyKind, number>> = {};
  for (const anomaly of anomalies) counts[anomaly.kind] = (counts[anomaly.kind] ?? 0) + 1;
  return counts;
}
