// Which local table a sync/changes entity lands in, and the client fields of a server row.
import type { ClientFields, DocumentKind, RecordKind, RecordTableName } from './types';

export interface LocalEntity {
  table: 'clients' | 'documents' | RecordTableName;
  kind?: RecordKind;
  documentKind?: DocumentKind;
  subtypeOf?: (data: Record<string, unknown>) => number | undefined;
}

const num = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));

const helper = (visitType: number): LocalEntity => ({ table: 'helperTests', kind: 'helperTest', subtypeOf: (d) => num(d.visitType) ?? visitType });

// The server's entity names, with the spellings it might reasonably use.
const entities: Record<string, LocalEntity> = {
  client: { table: 'clients' },
  document: { table: 'documents', documentKind: 'identity' },
  personaldocument: { table: 'documents', documentKind: 'personal' },
  consultation: { table: 'consultations', kind: 'consultation', subtypeOf: (d) => num(d.consultType) },
  screening: { table: 'screeningTests', kind: 'screeningTest', subtypeOf: (d) => num(d.testType) },
  screeningtest: { table: 'screeningTests', kind: 'screeningTest', subtypeOf: (d) => num(d.testType) },
  helpertest: helper(1),
  homevisit: helper(1),
  eortc: helper(2),
  risktest: helper(3),
  diseasedata: { table: 'diseaseData', kind: 'diseaseData' },
  exam: { table: 'examinations', kind: 'examination', subtypeOf: (d) => num(d.type ?? d.examType) },
  examination: { table: 'examinations', kind: 'examination', subtypeOf: (d) => num(d.type ?? d.examType) },
  sms: { table: 'smsMessages', kind: 'sms' },
};

export function localEntityOf(entity: string): LocalEntity | undefined {
  return entities[entity.replace(/[^a-z]/gi, '').toLowerCase()];
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
