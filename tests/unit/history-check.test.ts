// The proof-by-history checker can fail: made-up histories with a lost write, a lost correction, a
// duplicate, a tablet that did not converge, a delete that did not reach a tablet, a stuck outbox
// and an unseen refusal are each reported; a clean history reports nothing.
import { describe, expect, test } from 'vitest';
import { checkHistory, countByKind, refusalsOf, type Ack, type Observed } from '../history/check';
import { keyOf, kindsOf, scheduleOf } from '../history/schedule';

const acks: Ack[] = [
  { tablet: 't1', kind: 'create', key: 'a' },
  { tablet: 't2', kind: 'create', key: 'b' },
  { tablet: 't1', kind: 'create', key: 'c' },
  { tablet: 't2', kind: 'delete', key: 'c' },
];
const clean: Observed = { server: { a: 1, b: 1 }, tablets: [{ name: 't1', keys: ['a', 'b'], waiting: 0 }, { name: 't2', keys: ['b', 'a'], waiting: 0 }] };

describe('history checker', () => {
  test('a clean history has no anomaly', () => {
    expect(checkHistory(acks, [{ tablet: 't1', key: 'x', shownToAuthor: true }], clean)).toEqual([]);
  });

  test('a lost write, a duplicate and an undone delete are reported', () => {
    const anomalies = checkHistory(acks, [], { ...clean, server: { b: 2, c: 1 } });
    expect(anomalies.map(({ kind, key }) => `${kind}:${key}`)).toEqual(expect.arrayContaining(['lost:a', 'duplicate:b', 'delete-not-applied:c']));
  });

  test('a tablet missing a row, holding a deleted one, or with work waiting is not converged', () => {
    const anomalies = checkHistory(acks, [], { ...clean, tablets: [{ name: 't1', keys: ['a', 'b', 'c'], waiting: 0 }, { name: 't2', keys: ['b'], waiting: 2 }] });
    expect(anomalies).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'delete-not-reached', key: 'c', tablet: 't1' }),
      expect.objectContaining({ kind: 'not-converged', key: 'a', tablet: 't2' }),
      expect.objectContaining({ kind: 'stuck-outbox', tablet: 't2' }),
    ]));
    expect(countByKind(anomalies)).toEqual({ 'delete-not-reached': 1, 'not-converged': 1, 'stuck-outbox': 1 });
  });

  test('work that waited under the idle lock once quiet is reported, though its author\'s unlock sent it later', () => {
    const locked = { ...clean, tablets: [{ name: 't1', keys: ['a', 'b'], waiting: 0, waitingLocked: 1 }, { name: 't2', keys: ['b', 'a'], waiting: 0, waitingLocked: 0 }] };
    expect(checkHistory(acks, [], locked)).toEqual([expect.objectContaining({ kind: 'stuck-locked', tablet: 't1' })]);
  });

  test('a photo or form missing or twice on the server is reported; a deleted client\'s records are not asked for', () => {
    const withRecords: Ack[] = [...acks, { tablet: 't1', kind: 'photo', key: 'a' }, { tablet: 't2', kind: 'form', key: 'b' }, { tablet: 't1', kind: 'photo', key: 'c' }];
    expect(checkHistory(withRecords, [], { ...clean, records: { 'photo:a': 1, 'form:b': 1 } })).toEqual([]);
    const anomalies = checkHistory(withRecords, [], { ...clean, records: { 'photo:a': 2 } });
    expect(anomalies.map(({ kind, key }) => `${kind}:${key}`).sort()).toEqual(['duplicate:a', 'lost:b']);
  });

  test('an SMS missing or twice on the server is reported, as a photo or a form is', () => {
    const withSms: Ack[] = [...acks, { tablet: 't1', kind: 'sms', key: 'a' }, { tablet: 't1', kind: 'sms', key: 'a' }, { tablet: 't2', kind: 'sms', key: 'b' }];
    expect(checkHistory(withSms, [], { ...clean, records: { 'sms:a': 2, 'sms:b': 1 } })).toEqual([]);
    expect(checkHistory(withSms, [], { ...clean, records: { 'sms:a': 1, 'sms:b': 2 } }).map(({ kind, key }) => `${kind}:${key}`).sort())
      .toEqual(['duplicate:b', 'lost:a']);
  });

  test('a client whose last acknowledged correction is not the server\'s address is reported; a deleted one is not asked', () => {
    const withEdits: Ack[] = [...acks,
      { tablet: 't1', kind: 'edit', key: 'a', address: 'کوچه الف' }, { tablet: 't1', kind: 'edit', key: 'a', address: 'کوچه ب' },
      { tablet: 't2', kind: 'edit', key: 'b', address: 'کوچه پ' }, { tablet: 't1', kind: 'edit', key: 'c', address: 'کوچه ت' }];
    expect(checkHistory(withEdits, [], { ...clean, addresses: { a: 'کوچه ب', b: 'کوچه پ' } })).toEqual([]);
    const anomalies = checkHistory(withEdits, [], { ...clean, addresses: { a: 'کوچه الف', b: 'تهران' } });
    expect(anomalies.map(({ kind, key }) => `${kind}:${key}`).sort()).toEqual(['edit-lost:a', 'edit-lost:b']);
  });

  test('an SMS refused and shown to its author is not asked of the server; one refused and not shown is lost', () => {
    const withSms: Ack[] = [...acks, { tablet: 't1', kind: 'sms', key: 'a' }, { tablet: 't1', kind: 'sms', key: 'a' }];
    const shown = [{ tablet: 't1', key: 'a', kind: 'sms' as const, shownToAuthor: true }];
    expect(checkHistory(withSms, shown, { ...clean, records: { 'sms:a': 1 } })).toEqual([]);
    expect(checkHistory(withSms, [], { ...clean, records: { 'sms:a': 1 } })).toEqual([expect.objectContaining({ kind: 'lost', key: 'a' })]);
    // One refused at once was never acknowledged: it excuses none.
    expect(checkHistory(withSms, [{ ...shown[0]!, acknowledged: false }], { ...clean, records: { 'sms:a': 1 } })).toEqual([expect.objectContaining({ kind: 'lost', key: 'a' })]);
    // A refusal does not excuse a second copy on the server.
    expect(checkHistory(withSms, shown, { ...clean, records: { 'sms:a': 2 } })).toEqual([expect.objectContaining({ kind: 'duplicate', key: 'a' })]);
  });

  test('of the refusals the sync centre lists, those beyond the ones told at once were refused after they were acknowledged', () => {
    const atOnce = [{ tablet: 't1', key: 'a', kind: 'sms' as const, shownToAuthor: true, acknowledged: false }];
    const listed = [{ tablet: 't1', key: 'a', kind: 'sms' as const, shownToAuthor: true }, { tablet: 't1', key: 'a', kind: 'sms' as const, shownToAuthor: true }];
    expect(refusalsOf(atOnce, listed)).toEqual([...atOnce, listed[1]]);
    expect(refusalsOf(atOnce, listed.slice(0, 1))).toEqual(atOnce);
  });

  test('a refusal its author never saw is reported', () => {
    expect(checkHistory(acks, [{ tablet: 't2', key: 'z', shownToAuthor: false }], clean)).toEqual([expect.objectContaining({ kind: 'refusal-unseen', key: 'z' })]);
  });

  test('the schedule is the seed\'s own: the same seed, the same steps; keys unique', () => {
    expect(scheduleOf(7, 12, 2)).toEqual(scheduleOf(7, 12, 2));
    expect(scheduleOf(7, 12, 2)).not.toEqual(scheduleOf(8, 12, 2));
    const keys = Array.from({ length: 200 }, (_, index) => keyOf(3, index));
    expect(new Set(keys).size).toBe(200);
    expect(scheduleOf(7, 40, 2).filter((step) => step.kind === 'network-down').length)
      .toBe(scheduleOf(7, 40, 2).filter((step) => step.kind === 'network-up').length);
  });

  test('idle locks, when drawn, come after a registration on its tablet and leave every other draw as it was', () => {
    const withIdle = scheduleOf(86, 30, 3, { idleLocks: true });
    expect(withIdle.some((step) => step.kind === 'idle-lock')).toBe(true);
    expect(withIdle.filter((step) => step.kind !== 'idle-lock')).toEqual(scheduleOf(86, 30, 3));
    withIdle.forEach((step, index) => {
      if (step.kind === 'idle-lock') expect(withIdle[index - 1]).toMatchObject({ kind: 'register', tablet: step.tablet });
    });
  });

  test('corrections and SMS, when drawn, follow a registration on their tablet, name a client of it not deleted, and leave every other draw as it was', () => {
    let drawn = 0;
    for (let seed = 1; seed <= 50; seed += 1) {
      const withThem = scheduleOf(seed, 30, 3, { idleLocks: true, editsAndSms: true });
      expect(withThem.filter((step) => step.kind !== 'edit' && step.kind !== 'sms')).toEqual(scheduleOf(seed, 30, 3, { idleLocks: true }));
      const mine = new Map<string, number>();
      withThem.forEach((step, index) => {
        if (step.kind === 'register' || step.kind === 'close-tab-mid-push') mine.set(step.key, step.tablet);
        if (step.kind === 'delete') mine.delete(step.key);
        if (step.kind !== 'edit' && step.kind !== 'sms') return;
        drawn += 1;
        expect(withThem[index - 1]).toMatchObject({ kind: 'register', tablet: step.tablet });
        expect(mine.get(step.key)).toBe(step.tablet);
      });
    }
    expect(drawn).toBeGreaterThan(100);
    const addresses = Array.from({ length: 20 }, (_, seed) => scheduleOf(seed, 30, 3, { editsAndSms: true })).flat()
      .flatMap((step) => (step.kind === 'edit' ? [step.address] : []));
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  test('a tablet\'s clock, when moved, follows a registration or its correction or SMS on that tablet, both ways, and leaves every other draw as it was', () => {
    const hours = new Set<number>();
    for (let seed = 1; seed <= 50; seed += 1) {
      const withClocks = scheduleOf(seed, 30, 3, { idleLocks: true, editsAndSms: true, clockMoves: true });
      expect(withClocks.filter((step) => step.kind !== 'clock-moved')).toEqual(scheduleOf(seed, 30, 3, { idleLocks: true, editsAndSms: true }));
      withClocks.forEach((step, index) => {
        if (step.kind !== 'clock-moved') return;
        hours.add(step.hours);
        expect(withClocks[index - 1]).toMatchObject({ tablet: step.tablet });
        expect(['register', 'edit', 'sms']).toContain(withClocks[index - 1]!.kind);
      });
    }
    expect([...hours].sort((a, b) => a - b)).toEqual([-26, -3, 3, 26]);
  });

  test('a delete or a form names a client registered earlier on its tablet, and a client is deleted once', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const schedule = scheduleOf(seed, 30, 3);
      const mine = new Map<string, number>();
      const deleted = new Set<string>();
      for (const step of schedule) {
        if (step.kind === 'register' || step.kind === 'close-tab-mid-push') mine.set(step.key, step.tablet);
        if (step.kind !== 'delete' && step.kind !== 'screening-form') continue;
        expect(mine.get(step.key)).toBe(step.tablet);
        expect(deleted.has(step.key)).toBe(false);
        if (step.kind === 'delete') deleted.add(step.key);
      }
    }
    expect(Object.keys(kindsOf(Array.from({ length: 20 }, (_, seed) => scheduleOf(seed, 30, 3)).flat())).sort())
      .toEqual(['close-tab-mid-push', 'delete', 'hand-over', 'kill', 'network-down', 'network-up', 'pg-restart', 'register', 'revoke', 'screening-form']);
  });
});
