// Which local table a sync/changes entity lands in (the names are domain's one list, which the
// server writes).
import { isPulledEntity, type PulledEntity } from '../../domain/sync-entities';
import type { DocumentKind, RecordKind, RecordTableName } from '../store/index';

export interface LocalEntity {
  table: 'clients' | 'documents' | 'followUps' | RecordTableName;
  kind?: RecordKind;
  documentKind?: DocumentKind;
  subtypeOf?: (data: Record<string, unknown>) => number | undefined;
}

const num = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));

const entities: Record<PulledEntity, LocalEntity> = {
  client: { table: 'clients' },
  document: { table: 'documents', documentKind: 'identity' },
  personalDocument: { table: 'documents', documentKind: 'personal' },
  consultation: { table: 'consultations', kind: 'consultation', subtypeOf: (d) => num(d.consultType) },
  screeningTest: { table: 'screeningTests', kind: 'screeningTest', subtypeOf: (d) => num(d.testType) },
  helperTest: { table: 'helperTests', kind: 'helperTest', subtypeOf: (d) => num(d.visitType) },
  diseaseData: { table: 'diseaseData', kind: 'diseaseData' },
  examination: { table: 'examinations', kind: 'examination', subtypeOf: (d) => num(d.type) },
  followUp: { table: 'followUps' },
};

/** Undefined for a name this tablet does not know (a newer server): the change is passed over. */
export function localEntityOf(entity: string): LocalEntity | undefined {
  return isPulledEntity(entity) ? entities[entity] : undefined;
}
