// The clinical records of seed 001 and SMS, by kind: one name for the tablet's store (db/) and
// the calls that send them (api/).
export type RecordKind =
  | 'consultation'
  | 'screeningTest'
  | 'helperTest'
  | 'diseaseData'
  | 'examination'
  | 'sms';
