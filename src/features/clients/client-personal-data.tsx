// The personal-data block of a client (000 §2.11), with its coded values in Persian: the client
// detail of every station shows it. The phone shown is the client's own.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClientFields } from '../../db/index';
import { educationLabels, genderLabels, housingLabels, maritalStatusLabels } from '../../domain/codes';
import { toPersianDigits } from '../../domain/digits';
import { formatJalali } from '../../domain/jalali';
import { clientFieldLabels as L, receptionText } from '../../domain/reception-text';
import { OwnDirectionText } from '../../ui/own-direction-text';

const label = (table: Record<number, string>, code: number) => table[code] ?? '—';
const flag = (value: boolean) => (value ? receptionText.yes : receptionText.no);

export function ClientPersonalData({ fields }: { fields: ClientFields }) {
  const rows: [string, string][] = [
    [L.firstName, fields.firstName],
    [L.lastName, fields.lastName],
    [L.fatherName, fields.fatherName],
    [L.nationalCode, toPersianDigits(fields.nationalCode)],
    [L.nationality, fields.nationality],
    [L.birthCertificateNumber, toPersianDigits(fields.birthCertificateNumber)],
    [L.birthDay, formatJalali(fields.birthDay)],
    [L.gender, label(genderLabels, fields.gender)],
    [L.education, label(educationLabels, fields.education)],
    [L.maritalStatus, label(maritalStatusLabels, fields.maritalStatus)],
    [L.childNumber, toPersianDigits(fields.numberOfChildren)],
    [L.housing, label(housingLabels, fields.housing)],
    [L.phoneNumber, toPersianDigits(fields.phoneNumber)],
    [L.address, fields.address],
    [L.isCoveredPatient, flag(fields.isCoveredPatient)],
    [L.isScreening, flag(fields.isScreening)],
    [L.isPersonnel, flag(fields.isPersonnel)],
    [L.isNew, flag(fields.isNew)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 1.5, m: 0 }}>
      {rows.map(([name, value]) => (
        <Box key={name}>
          <Typography component="dt" variant="caption" color="text.secondary">{name}</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}><OwnDirectionText>{value || '—'}</OwnDirectionText></Typography>
        </Box>
      ))}
    </Box>
  );
}
