// The disease data form (001 §2 diseaseData and diseaseData/update): every field of 001 §3
// "Helper disease data"; the update page passes the saved record to prefill it. The same form
// corrects a refused save from the sync centre.
import { useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClinicDb } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { diseaseFieldLabels, exerciseStatusLabels, helperText, type ExerciseStatus } from '../../domain/helper-text';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import { useLocalWrite } from '../../ui/local-write';
import { standingError, type FormCorrection } from '../../ui/form-correction';
import { YesNoField } from '../../ui/clinic/yes-no-field';
import { persianDigitsInput } from '../../ui/digits-input';
import { useDirtyForm } from '../../ui/dirty-forms';
import { chosenNumber, nativeSelectSlots } from '../../ui/native-select';
import { ariaRequired, requiredLabel } from '../../ui/required-label';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { PerformedAtField, usePerformedAt } from '../../ui/clinic/performed-at-field';
import { InstituteList, PastDiseaseList } from './disease-lists';
import { diseaseFlagFields, diseaseTextFields, saveDiseaseData, type DiseaseValues } from './save-disease-data';

interface DiseaseDataFormProps {
  clientLocalId: string;
  initial: DiseaseValues;
  onSaved: () => void;
  db?: ClinicDb;
  correction?: FormCorrection<DiseaseValues>;
}

export function DiseaseDataForm({ clientLocalId, initial, onSaved, db, correction }: DiseaseDataFormProps) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(correction !== undefined);
  const { saving, save } = useLocalWrite();
  const performed = usePerformedAt(correction?.performedAt);
  useDirtyForm(!correction && values !== initial);
  const set = <K extends keyof DiseaseValues>(key: K, value: DiseaseValues[K]) => setValues((before) => ({ ...before, [key]: value }));
  const submit = async (formElement: HTMLElement) => {
    revealAndLead(formElement, () => { setTried(true); performed.touch(); });
    const write = correction ? () => correction.resend(values, performed.value) : () => saveDiseaseData(clientLocalId, values, performed.value, db);
    const saved = await save(write, correction?.success ?? messages.infoSaved);
    if (saved) onSaved();
  };
  return (
    <Paper variant="outlined" component="form" autoComplete="off" aria-label={helperText.diseaseForm} sx={{ p: 2 }} noValidate onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <Stack spacing={2}>
        <PerformedAtField performed={performed} />
        {diseaseTextFields.map((field) => (
          <TextField
            key={field}
            label={requiredLabel(diseaseFieldLabels[field])}
            slotProps={{ htmlInput: ariaRequired }}
            {...(field === 'yearOfAfflicted'
              ? persianDigitsInput(values[field], (ascii) => set(field, ascii), 4)
              : { value: values[field], onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.value) })}
            error={(tried && values[field].trim() === '') || standingError(correction, values, field) !== undefined}
            helperText={standingError(correction, values, field)}
          />
        ))}
        <TextField label={requiredLabel(helperText.phone)} {...persianDigitsInput(values.phone, (ascii) => set('phone', ascii), 11)} error={tried && values.phone === ''} slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', ...ariaRequired } }} />
        {diseaseFlagFields.map((field) => (
          <YesNoField key={field} label={diseaseFieldLabels[field]} value={values[field]} error={tried} required onChange={(v) => set(field, v)} />
        ))}
        <TextField select label={requiredLabel(diseaseFieldLabels.supportiveStatus)} slotProps={nativeSelectSlots(true)} value={values.supportiveStatus ?? ''} error={tried && values.supportiveStatus === null} onChange={(e) => set('supportiveStatus', chosenNumber(e.target.value) as 0 | 1 | null)}>
          <option value="">{receptionText.choose}</option>
          <option value={1}>{helperText.supportiveGood}</option>
          <option value={0}>{helperText.supportiveBad}</option>
        </TextField>
        <TextField select label={requiredLabel(diseaseFieldLabels.ExerciseStatus)} slotProps={nativeSelectSlots(true)} value={values.exerciseStatus ?? ''} error={tried && values.exerciseStatus === null} onChange={(e) => set('exerciseStatus', e.target.value === '' ? null : e.target.value as ExerciseStatus)}>
          <option value="">{receptionText.choose}</option>
          {Object.entries(exerciseStatusLabels).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </TextField>
        <PastDiseaseList items={values.pastMedical} onChange={(items) => set('pastMedical', items)} />
        <InstituteList items={values.institutes} onChange={(items) => set('institutes', items)} />
      </Stack>
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{correction?.submitLabel ?? clinicalText.save}</Button>
      </FormActions>
    </Paper>
  );
}
