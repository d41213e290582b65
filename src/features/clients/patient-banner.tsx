// The patient at the top of every screen about them (details and forms, any station): full name,
// national code, age and Jalali birth date, the covered and screening flags, and whether the
// registration is still only on this tablet. Read from the local store by the client's localId.
import { useEffect, type ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localDb, notePatientSeen, noteView, useOnScreen, usePatientBanner } from '../../db/react/index';
import { toPersianDigits } from '../../domain/digits';
import { formatJalali } from '../../domain/jalali';
import { ageOn } from '../../domain/patient-age';
import { patientBannerText as T } from '../../domain/patient-banner-text';

export interface PatientBannerProps {
  clientLocalId: string;
  /** The signed-in person's id: the patient goes to the top of their recent patients. */
  seenBy?: string;
  /** More marks beside the flags (a later change: an open follow-up). */
  extra?: ReactNode;
}

export function PatientBanner({ clientLocalId, seenBy, extra }: PatientBannerProps) {
  const shown = usePatientBanner(clientLocalId);
  useOnScreen('client', clientLocalId);
  useEffect(() => {
    // A locked tablet or a full disk only loses the recent list's entry: never the screen.
    if (!seenBy) return;
    notePatientSeen(localDb(), seenBy, clientLocalId).catch(() => {});
    // Who saw what (issue 37 §5): kept here, online or offline, and sent with the queue.
    noteView(localDb(), { userId: seenBy, entity: 'client', clientLocalId }).catch(() => {});
  }, [seenBy, clientLocalId]);
  if (!shown?.client) return null;
  const { fields } = shown.client;
  const ageAndBirth = T.ageAndBirth(ageOn(fields.birthDay, new Date()), formatJalali(fields.birthDay));
  return (
    <Paper component="section" aria-label={T.region} variant="outlined" data-patient-banner
      sx={{ px: 2, py: 1, mb: 2, bgcolor: 'action.hover' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <bdi>{`${fields.firstName} ${fields.lastName}`}</bdi>
        </Typography>
        <Typography component="p" variant="body2">
          {`${T.nationalCode} ${toPersianDigits(fields.nationalCode)}`}
        </Typography>
        {ageAndBirth && <Typography component="p" variant="body2">{ageAndBirth}</Typography>}
        {fields.isCoveredPatient && <Chip size="small" variant="outlined" label={T.covered} />}
        {fields.isScreening && <Chip size="small" variant="outlined" label={T.screening} />}
        {shown.unsent && <Chip size="small" color="warning" label={T.unsent} />}
        {extra}
      </Stack>
    </Paper>
  );
}
