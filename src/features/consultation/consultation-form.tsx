// The new consultation form ({station}/consultationManagment/{id}/addConsult, 001 §2).
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClinicDb } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { codesOf, consultTypeLabels } from '../../domain/codes';
import { messages } from '../../domain/messages';
import { saveWithFeedback } from '../../ui/clinic/save-feedback';
import { useDirtyForm } from '../../ui/dirty-forms';
import { emptyConsultation, saveConsultation } from './save-consultation';

export function ConsultationForm({ clientLocalId, onSaved, db }: { clientLocalId: string; onSaved: () => void; db?: ClinicDb }) {
  const [values, setValues] = useState(emptyConsultation);
  const [busy, setBusy] = useState(false);
  useDirtyForm(values.consultType !== null || values.consultantName !== '' || values.counselingText !== '');
  const submit = async () => {
    setBusy(true);
    // 001 §8: a failed consultation save is an info toast with the message.
    const saved = await saveWithFeedback(() => saveConsultation(clientLocalId, values, db), messages.infoSaved, 'info');
    setBusy(false);
    if (saved) onSaved();
  };
  return (
    <Paper variant="outlined" component="form" aria-label={clinicalText.newConsultation} sx={{ p: 2 }} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Stack spacing={2}>
        <TextField select label={clinicalText.consultType} value={values.consultType ?? ''} onChange={(e) => setValues((b) => ({ ...b, consultType: Number(e.target.value) }))}>
          {codesOf(consultTypeLabels).map((code) => (
            <MenuItem key={code} value={code}>{consultTypeLabels[code as keyof typeof consultTypeLabels]}</MenuItem>
          ))}
        </TextField>
        <TextField label={clinicalText.consultantName} value={values.consultantName} onChange={(e) => setValues((b) => ({ ...b, consultantName: e.target.value }))} />
        <TextField label={clinicalText.counselingText} multiline minRows={4} value={values.counselingText} onChange={(e) => setValues((b) => ({ ...b, counselingText: e.target.value }))} />
      </Stack>
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>{clinicalText.save}</Button>
    </Paper>
  );
}
