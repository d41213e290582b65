// Which local table a sync/changes entity lands in (the names are domain's one list, which the
// server writes), and the client fields of a server row.
import { isSyncEntity, type SyncEntity } from '../../domain/sync-entities';
import type { ClientFields, DocumentKind, RecordKind, RecordTableName } from '../store/types';

export interface LocalEntity {
  table: 'clients' | 'documents' | RecordTableName;
  kind?: RecordKind;
  documentKind?: DocumentKind;
  subtypeOf?: (data: Record<string, unknown>) => number | undefined;
}

const num = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));

const entities: Record<SyncEntity, LocalEntity> = {
  client: { table: 'clients' },
  document: { table: 'documents', documentKind: 'identity' },
  personalDocument: { table: 'documents', documentKind: 'personal' },
  consultation: { table: 'consultations', kind: 'consultation', subtypeOf: (d) => num(d.consultType) },
  screeningTest: { table: 'screeningTests', kind: 'screeningTest', subtypeOf: (d) => num(d.testType) },
  helperTest: { table: 'helperTests', kind: 'helperTest', subtypeOf: (d) => num(d.visitType) },
  diseaseData: { table: 'diseaseData', kind: 'diseaseData' },
  examination: { table: 'examinations', kind: 'examination', subtypeOf: (d) => num(d.type) },
};

/** Undefined for a name this tablet does not know (a newer server): the change is passed over. */
export function localEntityOf(entity: string): LocalEntity | undefined {
  return isSyncEntity(entity) ? entities[entity] : undefined;
}

export function toClientFields(data: Record<string, unknown>): ClientFields {
  const str = (key: string) => (data[key] == null ? '' : String(data[key]));
  const n = (key: string) => Number(data[key] ?? -1);
  return {
    firstName: str('firstName'), lastName: str('lastName'), fatherName: str('fatherName'),
    nationalCode: str('nationalCode'), nationality: str('nationality'),
    birthCertificateNumber: str('birthCertificateNumber'), birthDay: str('birthDay').slice(0, 10),
    gender: n('gender'), education: n('education'), maritalStatus: n('maritalStatus'),
    numberOfChildren: Number(data.numberOfChildren ?? 0), housing: n('housing'),
    address: str('address'), phoneNumber: str('phoneNumber'),
    isCoveredPatient: Boolean(data.isCoveredPatient), isScreening: Boolean(data.isScreening),
    isPersonnel: Boolean(data.isPersonnel ?? data.isPersonel), isNew: Boolean(data.isNew),
    greenCardCode: str('greenCardCode'),
  };
}
