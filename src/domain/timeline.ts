// One patient's story across stations (issue 36 §3): the kinds of entry, which station each
// belongs to (so who may read it: the permission table the guards and the server read), their
// order (newest first by the day done, else recorded) and the merge of the server's story with
// what this tablet holds unsent. Shared by the server's route and the tablet's timeline.
import { dayIn } from './clinical-dates';
import { areaMayOpen, roleMay, type Screen, type Station } from './permissions';
import type { Area, Role } from './roles';

export const timelineKinds = [
  'registration', 'document', 'consultation', 'screeningTest', 'helperTest', 'diseaseData', 'examination', 'sms',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** The station whose screens and endpoints hold each kind. */
export const stationOfKind: Record<TimelineKind, Station> = {
  registration: 'clients',
  document: 'clients',
  sms: 'clients',
  consultation: 'consultation',
  screeningTest: 'screening',
  helperTest: 'helper',
  diseaseData: 'helper',
  examination: 'covered',
};

/** The screen that opens an entry of each kind (the patient's page of its station). */
export const screenOfKind: Record<TimelineKind, Screen> = {
  registration: 'clientDetail',
  document: 'clientDetail',
  sms: 'clientDetail',
  consultation: 'consultationDetail',
  screeningTest: 'screeningDetail',
  helperTest: 'helperDetail',
  diseaseData: 'diseaseData',
  examination: 'coveredDetail',
};

export const kindsOfArea = (area: Area): TimelineKind[] => timelineKinds.filter((kind) => areaMayOpen(area, stationOfKind[kind]));
export const kindsOfRole = (role: Role): TimelineKind[] => timelineKinds.filter((kind) => roleMay(role, stationOfKind[kind]));

/** Whether the server has it (sent), it waits on this tablet, or the server refused it. */
export type SyncMark = 'sent' | 'waiting' | 'refused';

export interface TimelineEntry {
  kind: TimelineKind;
  /** Document type (identity 0–4, personal 0–4), consult type, helper visitType, examination type. */
  subtype?: number | null;
  /** Documents: an identity document or a personal one. */
  personal?: boolean;
  serverId?: number | string | null;
  localId?: string | null;
  /** The day a clinical record was done (YYYY-MM-DD); none for registration, documents, SMS. */
  performedAt?: string | null;
  /** When it was recorded (ISO instant). */
  recordedAt: string;
  /** Who recorded it, by name; none when not known (the kiosk, a record of before authors were kept). */
  recordedBy?: string | null;
  sync: SyncMark;
}

/** The day an entry sorts and shows by: the day done, else the clinic's day it was recorded. */
export const dayOfEntry = (entry: TimelineEntry): string => entry.performedAt ?? dayIn(entry.recordedAt);

const keyOf = (entry: TimelineEntry) => `${entry.kind}:${entry.serverId ?? `local:${entry.localId ?? ''}`}`;

/** Newest first: by the day, then when recorded, then the kinds' order, so equal entries keep one order. */
export function orderTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  const keyed = entries.map((entry) => ({ entry, day: dayOfEntry(entry), key: keyOf(entry) }));
  keyed.sort((a, b) => b.day.localeCompare(a.day) || b.entry.recordedAt.localeCompare(a.entry.recordedAt)
    || timelineKinds.indexOf(a.entry.kind) - timelineKinds.indexOf(b.entry.kind) || a.key.localeCompare(b.key));
  return keyed.map((k) => k.entry);
}

/** The entries a role may read, whatever a list holds (the server filters the same way). */
export const forArea = (area: Area, entries: readonly TimelineEntry[]) => {
  const kinds = new Set(kindsOfArea(area));
  return entries.filter((entry) => kinds.has(entry.kind));
};

/** A row this tablet holds: its entry, and whether a person deleted it here (the delete unsent). */
export interface LocalEntry { entry: TimelineEntry; deleted: boolean }

const sameRecord = (a: TimelineEntry, b: TimelineEntry) => a.kind === b.kind
  && ((a.serverId != null && String(a.serverId) === String(b.serverId)) || (a.localId != null && a.localId === b.localId));

/**
 * The server's story with what the tablet holds. A record both hold is the server's, marked with
 * the tablet's state while an edit of it waits or was refused; one deleted here and not yet sent
 * is left out. What only the tablet holds shows while it is unsent (waiting or refused); a sent
 * one the server no longer lists was deleted there. Without a server answer: the tablet's alone.
 * `serverLags`: the server's list was read before the tablet's latest sends (a new read is under
 * way), so a sent row it lacks is one it had not seen yet: shown, not dropped until the new list
 * comes (each send flickered the entry off and on, moving what lies below under a finger).
 */
export function mergeTimeline(server: readonly TimelineEntry[] | null, local: readonly LocalEntry[], serverLags = false): TimelineEntry[] {
  if (server === null) return orderTimeline(local.filter((row) => !row.deleted).map((row) => row.entry));
  const merged: TimelineEntry[] = [];
  const matched = new Set<LocalEntry>();
  for (const entry of server) {
    const mine = local.find((row) => sameRecord(entry, row.entry));
    if (mine) matched.add(mine);
    if (mine?.deleted) continue;
    merged.push(mine && mine.entry.sync !== 'sent' ? { ...entry, sync: mine.entry.sync } : entry);
  }
  for (const row of local) {
    if (!matched.has(row) && !row.deleted && (row.entry.sync !== 'sent' || serverLags)) merged.push(row.entry);
  }
  return orderTimeline(merged);
}

/** The kinds whose entry opens as one record on its station's page (a dialog over the page). */
const recordKinds: ReadonlySet<TimelineKind> = new Set(['consultation', 'screeningTest', 'helperTest', 'examination']);

/**
 * What names the record an entry opens (the `open` search param of its station's page): the
 * tablet's id where known, else the server's (a record another tablet wrote). None for kinds
 * whose page is the record itself (registration, disease data) or has no record dialog.
 */
export function openKeyOf(entry: TimelineEntry): string | undefined {
  if (!recordKinds.has(entry.kind)) return undefined;
  if (entry.localId) return `local:${entry.localId}`;
  return entry.serverId != null ? `server:${entry.serverId}` : undefined;
}

export type OpenKey = { localId: string } | { serverId: string };

export function parseOpenKey(key: string | undefined): OpenKey | undefined {
  if (key?.startsWith('local:') && key.length > 6) return { localId: key.slice(6) };
  if (key?.startsWith('server:') && key.length > 7) return { serverId: key.slice(7) };
  return undefined;
}
