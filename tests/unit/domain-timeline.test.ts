// The timeline's domain rules (issue 36 §3): which kinds each role may read (the permission
// table), newest first by the day done else recorded, the merge of the server's story with what
// the tablet holds unsent, and every kind's Persian label.
import { describe, expect, it } from 'vitest';
import { staffRoles, areaOfRole, type Area } from '../../src/domain/roles';
import { screens } from '../../src/domain/permissions';
import { forArea, kindsOfArea, kindsOfRole, mergeTimeline, openKeyOf, orderTimeline, parseOpenKey, screenOfKind, stationOfKind, timelineKinds, type LocalEntry, type TimelineEntry } from '../../src/domain/timeline';
import { syncMarkLabels, timelineEntryLabel, timelineKindLabels } from '../../src/domain/timeline-text';

const entry = (over: Partial<TimelineEntry> & Pick<TimelineEntry, 'kind'>): TimelineEntry => ({ recordedAt: '2025-06-01T08:00:00.000Z', sync: 'sent', ...over });

describe('kinds a role may read', () => {
  it('a screening user reads no consultation, helper test, disease data or examination', () => {
    expect(kindsOfArea('screening')).toEqual(['registration', 'document', 'screeningTest', 'sms']);
  });

  it('a consultation user reads consultations and no screening test', () => {
    expect(kindsOfArea('consultation')).toEqual(['registration', 'document', 'consultation', 'sms']);
  });

  it('reception reads only its own station; helper reads screening and helper; research and SuperAdmin read every kind', () => {
    expect(kindsOfArea('reception')).toEqual(['registration', 'document', 'sms']);
    expect(kindsOfArea('helper')).toEqual(['registration', 'document', 'screeningTest', 'helperTest', 'diseaseData', 'sms']);
    expect(kindsOfArea('research')).toEqual([...timelineKinds]);
    expect(kindsOfArea('superAdmin')).toEqual([...timelineKinds]);
  });

  it('the server reads the same table by role; a kiosk reads nothing', () => {
    for (const role of staffRoles) expect(kindsOfRole(role)).toEqual(kindsOfArea(areaOfRole[role]));
    expect(kindsOfRole('Kiosk')).toEqual([]);
  });

  it("each kind opens on a screen of its own station, so whoever sees an entry may open it", () => {
    for (const kind of timelineKinds) expect(screens[screenOfKind[kind]].station).toBe(stationOfKind[kind]);
  });

  it('forArea drops what the area may not read', () => {
    const all = timelineKinds.map((kind, i) => entry({ kind, serverId: i }));
    expect(forArea('screening', all).map((e) => e.kind)).toEqual(kindsOfArea('screening'));
  });
});

describe('order', () => {
  it('newest first by the day done, else the clinic day it was recorded', () => {
    const old = entry({ kind: 'examination', serverId: 1, performedAt: '2024-01-01', recordedAt: '2025-07-01T08:00:00.000Z' });
    const mid = entry({ kind: 'sms', serverId: 2, recordedAt: '2025-03-01T08:00:00.000Z' });
    const recent = entry({ kind: 'screeningTest', serverId: 3, performedAt: '2025-05-01', recordedAt: '2025-01-01T08:00:00.000Z' });
    expect(orderTimeline([old, mid, recent])).toEqual([recent, mid, old]);
  });

  it('the same day: the later recorded first; a record done on a day sorts with that day in Tehran', () => {
    const morning = entry({ kind: 'consultation', serverId: 1, performedAt: '2025-05-01', recordedAt: '2025-05-01T05:00:00.000Z' });
    const evening = entry({ kind: 'consultation', serverId: 2, performedAt: '2025-05-01', recordedAt: '2025-05-01T15:00:00.000Z' });
    // 21:00 UTC on 30 April is 00:30 on 1 May in Tehran: the same day, recorded later still.
    const registration = entry({ kind: 'registration', serverId: 9, recordedAt: '2025-04-30T21:00:00.000Z' });
    expect(orderTimeline([morning, registration, evening])).toEqual([evening, morning, registration]);
  });

  it('keeps one order for entries equal in day and time', () => {
    const a = entry({ kind: 'document', serverId: 1 });
    const b = entry({ kind: 'document', serverId: 2 });
    expect(orderTimeline([b, a])).toEqual(orderTimeline([a, b]));
  });
});

describe('merge of the server story and the tablet', () => {
  const server = [
    entry({ kind: 'screeningTest', serverId: 10, localId: 'a', performedAt: '2025-05-01', recordedBy: 'سارا کریمی' }),
    entry({ kind: 'consultation', serverId: 11, localId: 'b', performedAt: '2025-04-01' }),
    entry({ kind: 'registration', serverId: 1, localId: 'c', recordedAt: '2025-01-01T08:00:00.000Z' }),
  ];

  it('offline: the tablet rows alone, deleted ones left out', () => {
    const local: LocalEntry[] = [
      { entry: entry({ kind: 'screeningTest', localId: 'x', performedAt: '2025-06-01', sync: 'waiting' }), deleted: false },
      { entry: entry({ kind: 'screeningTest', localId: 'y', serverId: 4, performedAt: '2025-06-02' }), deleted: true },
    ];
    expect(mergeTimeline(null, local).map((e) => e.localId)).toEqual(['x']);
  });

  it('adds what waits or was refused on the tablet, newest first among the server entries', () => {
    const waiting = entry({ kind: 'screeningTest', localId: 'new', performedAt: '2025-06-01', sync: 'waiting', recordedBy: 'من' });
    const refused = entry({ kind: 'sms', localId: 'sms', recordedAt: '2025-04-15T08:00:00.000Z', sync: 'refused' });
    const merged = mergeTimeline(server, [{ entry: waiting, deleted: false }, { entry: refused, deleted: false }]);
    expect(merged.map((e) => e.localId)).toEqual(['new', 'a', 'sms', 'b', 'c']);
    expect(merged.map((e) => e.sync)).toEqual(['waiting', 'sent', 'refused', 'sent', 'sent']);
  });

  it('a record both hold is the server one once, with the tablet mark while its edit waits', () => {
    const mine = entry({ kind: 'screeningTest', serverId: '10', localId: 'a', performedAt: '2025-05-01', sync: 'waiting' });
    const merged = mergeTimeline(server, [{ entry: mine, deleted: false }]);
    expect(merged.filter((e) => e.kind === 'screeningTest')).toEqual([{ ...server[0], sync: 'waiting' }]);
  });

  it('matches by localId when the tablet has no server id yet (its create answered, not written back)', () => {
    const mine = entry({ kind: 'consultation', localId: 'b', performedAt: '2025-04-01', sync: 'waiting' });
    expect(mergeTimeline(server, [{ entry: mine, deleted: false }]).filter((e) => e.kind === 'consultation')).toHaveLength(1);
  });

  it('a record deleted here and not yet sent is left out; a sent one the server no longer lists is gone', () => {
    const deletedHere = entry({ kind: 'screeningTest', serverId: 10, localId: 'a', performedAt: '2025-05-01', sync: 'waiting' });
    const goneOnServer = entry({ kind: 'examination', serverId: 99, localId: 'z', performedAt: '2025-05-05' });
    const merged = mergeTimeline(server, [{ entry: deletedHere, deleted: true }, { entry: goneOnServer, deleted: false }]);
    expect(merged.map((e) => e.serverId)).toEqual([11, 1]);
  });

  it('a sent record the server\'s list was read before stays until the list is read again', () => {
    const justSent = entry({ kind: 'examination', serverId: 12, localId: 'fresh', performedAt: '2025-06-03', sync: 'sent' });
    expect(mergeTimeline(server, [{ entry: justSent, deleted: false }], true).map((e) => e.localId)).toEqual(['fresh', 'a', 'b', 'c']);
    // Read again without it: it was deleted there.
    expect(mergeTimeline(server, [{ entry: justSent, deleted: false }], false).map((e) => e.localId)).toEqual(['a', 'b', 'c']);
  });

  it('the same server id of another kind is another record', () => {
    const other = entry({ kind: 'sms', serverId: 10, localId: 'q', sync: 'waiting', recordedAt: '2025-08-01T08:00:00.000Z' });
    expect(mergeTimeline(server, [{ entry: other, deleted: false }])).toHaveLength(4);
  });
});

describe('labels', () => {
  it('every kind has a Persian label; the subtype names the test, document or examination', () => {
    for (const kind of timelineKinds) expect(timelineKindLabels[kind]).toMatch(/[\u0600-\u06FF]/);
    expect(timelineEntryLabel(entry({ kind: 'screeningTest', subtype: 2 }))).toBe('فرم سلامت پستان');
    expect(timelineEntryLabel(entry({ kind: 'examination', subtype: 0 }))).toBe('معاینه: ماموگرافی');
    expect(timelineEntryLabel(entry({ kind: 'helperTest', subtype: 2 }))).toBe('آزمون مددکاری: تست EORTC');
    expect(timelineEntryLabel(entry({ kind: 'helperTest', subtype: 1 }))).toBe('آزمون مددکاری: عیادت از درمانجو');
    expect(timelineEntryLabel(entry({ kind: 'consultation', subtype: 0 }))).toBe('مشاوره: ژنتیک');
    expect(timelineEntryLabel(entry({ kind: 'document', subtype: 3 }))).toBe('مدرک: کارت ملی');
    expect(timelineEntryLabel(entry({ kind: 'document', subtype: 0, personal: true }))).toBe('مدرک: شناسنامه');
    expect(timelineEntryLabel(entry({ kind: 'diseaseData' }))).toBe('اطلاعات بیماری');
    expect(timelineEntryLabel(entry({ kind: 'registration' }))).toBe('ثبت نام مراجعه کننده');
    expect(timelineEntryLabel(entry({ kind: 'sms' }))).toBe('پیامک');
    expect(timelineEntryLabel(entry({ kind: 'examination', subtype: 77 }))).toBe('معاینه');
    expect(Object.values(syncMarkLabels)).toEqual(['ارسال شده', 'در انتظار ارسال', 'رد شده توسط سرور']);
  });

  it('every area sees at least the registration', () => {
    for (const area of ['reception', 'screening', 'helper', 'research', 'superAdmin', 'consultation'] as Area[]) expect(kindsOfArea(area)).toContain('registration');
  });
});

describe('the record a timeline entry opens', () => {
  const at = '2026-01-01T08:00:00.000Z';
  it('clinical records by the tablet\'s id, else the server\'s; the others open their page only', () => {
    expect(openKeyOf({ kind: 'consultation', localId: 'c-1', serverId: 4, recordedAt: at, sync: 'sent' })).toBe('local:c-1');
    expect(openKeyOf({ kind: 'examination', localId: null, serverId: 17, recordedAt: at, sync: 'sent' })).toBe('server:17');
    expect(openKeyOf({ kind: 'registration', localId: 'x', recordedAt: at, sync: 'sent' })).toBeUndefined();
    expect(openKeyOf({ kind: 'diseaseData', localId: 'x', recordedAt: at, sync: 'sent' })).toBeUndefined();
    expect(parseOpenKey('local:c-1')).toEqual({ localId: 'c-1' });
    expect(parseOpenKey('server:17')).toEqual({ serverId: '17' });
    expect(parseOpenKey('server:')).toBeUndefined();
    expect(parseOpenKey('c-1')).toBeUndefined();
  });
});
