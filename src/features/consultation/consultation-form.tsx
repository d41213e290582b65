// The new consultation form ({station}/consultationManagment/{id}/addConsult, 001 §2). The same
// form corrects a refused consultation from the sync centre: prefilled with what was sent, the
// server's field errors on their fields, and a save that resends under the same record.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClinicDb } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { codesOf, consultTypeLabels } from '../../domain/codes';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import { useLocalWrite, type SaveResult } from '../../ui/local-write';
import { useDirtyForm } from '../../ui/dirty-forms';
import { chosenNumber, nativeSelectSlots } from '../../ui/native-select';
import { ariaRequired, requiredLabel } from '../../ui/required-label';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { PerformedAtField, usePerformedAt } from '../../ui/clinic/performed-at-field';
import { emptyConsultation, saveConsultation, type ConsultationValues } from './save-consultation';
import { ownDirectionInput } from '../../ui/own-direction-text';

export interface ConsultationFormProps {
  clientLocalId: string;
  onSaved: () => void;
  db?: ClinicDb;
  /** A correction: what was sent, the server's word per field, and how to send it again. */
  correction?: {
    sent: ConsultationValues;
    fieldErrors: Record<string, string>;
    resend: (values: ConsultationValues, performedAt: string) => Promise<SaveResult>;
    success: string;
    submitLabel: string;
    /** The «تاریخ انجام» that was sent. */
    performedAt?: string;
  };
}

export function ConsultationForm({ clientLocalId, onSaved, db, correction }: ConsultationFormProps) {
  const [values, setValues] = useState(() => correction?.sent ?? emptyConsultation());
  const [tried, setTried] = useState(false);
  const { saving, save } = useLocalWrite();
  const performed = usePerformedAt(correction?.performedAt);
  useDirtyForm(!correction && (values.consultType !== null || values.consultantName !== '' || values.counselingText !== ''));
  const serverError = (field: keyof ConsultationValues) =>
    correction && values[field] === correction.sent[field] ? correction.fieldErrors[field] : undefined;
  const submit = async (formElement: HTMLElement) => {
    revealAndLead(formElement, () => { setTried(true); performed.touch(); });
    // 001 §8: a failed consultation save is an info toast with the message.
    const write = correction ? () => correction.resend(values, performed.value) : () => saveConsultation(clientLocalId, values, performed.value, db);
    const saved = await save(write, correction?.success ?? messages.infoSaved, 'info');
    if (saved) onSaved();
  };
  const blank = (field: keyof ConsultationValues) => values[field] === null || String(values[field]).trim() === '';
  const errorProps = (field: keyof ConsultationValues) => {
    const message = serverError(field);
    return message ? { error: true, helperText: message } : { error: tried && blank(field) };
  };
  return (
    <Paper variant="outlined" component="form" autoComplete="off" aria-label={clinicalText.newConsultation} sx={{ p: 2 }} noValidate onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <Stack spacing={2}>
        <PerformedAtField performed={performed} />
        <TextField select label={requiredLabel(clinicalText.consultType)} slotProps={nativeSelectSlots(true)} value={values.consultType ?? ''} {...errorProps('consultType')}
          onChange={(e) => setValues((b) => ({ ...b, consultType: chosenNumber(e.target.value) }))}>
          <option value="">{receptionText.choose}</option>
          {codesOf(consultTypeLabels).map((code) => (
            <option key={code} value={code}>{consultTypeLabels[code as keyof typeof consultTypeLabels]}</option>
          ))}
        </TextField>
        <TextField label={requiredLabel(clinicalText.consultantName)} slotProps={{ htmlInput: { ...ariaRequired, ...ownDirectionInput } }} value={values.consultantName} {...errorProps('consultantName')}
          onChange={(e) => setValues((b) => ({ ...b, consultantName: e.target.value }))} />
        <TextField label={requiredLabel(clinicalText.counselingText)} slotProps={{ htmlInput: { ...ariaRequired, ...ownDirectionInput } }} multiline minRows={4} value={values.counselingText} {...errorProps('counselingText')}
          onChange={(e) => setValues((b) => ({ ...b, counselingText: e.target.value }))} />
      </Stack>
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{correction?.submitLabel ?? clinicalText.save}</Button>
      </FormActions>
    </Paper>
  );
}
