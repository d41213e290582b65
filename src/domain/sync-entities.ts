// The entity names of sync/changes, shared by the server (which writes them into its change log)
// and the tablet (which maps each to a local table): one list, so neither side guesses the other's.
export const recordEntities = [
  'document', 'personalDocument', 'consultation', 'screeningTest', 'helperTest', 'diseaseData', 'examination',
] as const;

export type RecordEntity = (typeof recordEntities)[number];

export const syncEntities = ['client', ...recordEntities] as const;

export type SyncEntity = (typeof syncEntities)[number];

export function isSyncEntity(name: string): name is SyncEntity {
  return (syncEntities as readonly string[]).includes(name);
}

/** What sync/changes carries: the synced entities, and follow-ups, which tablets only read (the
 * server opens them by its rule, staff mark and close them by direct calls; issue 36 §6). */
export const pulledEntities = [...syncEntities, 'followUp'] as const;

export type PulledEntity = (typeof pulledEntities)[number];

export function isPulledEntity(name: string): name is PulledEntity {
  return (pulledEntities as readonly string[]).includes(name);
}
