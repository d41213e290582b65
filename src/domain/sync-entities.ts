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
