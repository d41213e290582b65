// The personal-data block of the clinical detail pages (001 §2): first and last name, national
// code, Jalali birth date, phone, education and marital status as words. It takes plain fields so
// every station composes it; the edit and SMS actions come in through `actions`.
import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clinicalText } from '../../domain/clinical-text';
import { educationLabels, maritalStatusLabels } from '../../domain/codes';
import { toPersianDigits } from '../../domain/digits';
import { formatJalali } from '../../domain/jalali';
import { RefusedNote, type RefusalShown } from '../refused-note';
import { OwnDirectionText } from '../own-direction-text';

export interface PersonalFields {
  firstName: string;
  lastName: string;
  nationalCode: string;
  birthDay: string;
  phoneNumber: string;
  education: number;
  maritalStatus: number;
}

const label = (table: Record<number, string>, value: number) => table[value] ?? '—';

export function ClientPersonalInfo({ fields, actions, pending = false, refusal, title = clinicalText.personalInfo }: {
  fields: PersonalFields;
  actions?: ReactNode;
  /** The client is not on the server yet. */
  pending?: boolean;
  /** The server refused this client's create or edit: said in red, with its reason. */
  refusal?: RefusalShown | null;
  title?: string;
}) {
  const items: [string, string][] = [
    [clinicalText.firstName, fields.firstName],
    [clinicalText.lastName, fields.lastName],
    [clinicalText.nationalCode, toPersianDigits(fields.nationalCode)],
    [clinicalText.birthDay, formatJalali(fields.birthDay)],
    [clinicalText.phoneNumber, toPersianDigits(fields.phoneNumber)],
    [clinicalText.education, label(educationLabels, fields.education)],
    [clinicalText.maritalStatus, label(maritalStatusLabels, fields.maritalStatus)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">{title}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {pending && !refusal && <Chip size="small" color="warning" label={clinicalText.waitingForServer} />}
          {actions}
        </Stack>
      </Stack>
      {refusal && <RefusedNote refusal={refusal} />}
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 2, m: 0 }}>
        {items.map(([name, value]) => (
          <Stack key={name} sx={{ minWidth: 160 }}>
            <Typography component="dt" variant="caption" color="text.secondary">{name}</Typography>
            <Typography component="dd" sx={{ m: 0 }}><OwnDirectionText>{value}</OwnDirectionText></Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
