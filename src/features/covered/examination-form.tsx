// The add form of one examination type: exactly its fields (001 §3). It mounts fresh each time the
// modal opens, so its fields start blank or false (001 §4).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClinicDb } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { toPersianDigits } from '../../domain/digits';
import { examFieldLabels, examinationFields, gradeOptions } from '../../domain/examination-fields';
import { examinationTypeLabels } from '../../domain/codes';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import type { ExaminationType } from '../../domain/schemas/examinations';
import { useLocalWrite } from '../../ui/local-write';
import { ownDirectionInput } from '../../ui/own-direction-text';
import { YesNoField } from '../../ui/clinic/yes-no-field';
import { nativeSelectSlots } from '../../ui/native-select';
import { requiredLabel } from '../../ui/required-label';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { emptyExamValues, saveExamination } from './save-examination';

export function ExaminationForm({ clientLocalId, type, onSaved, db }: { clientLocalId: string; type: ExaminationType; onSaved: () => void; db?: ClinicDb }) {
  const [values, setValues] = useState(() => emptyExamValues(type));
  const [tried, setTried] = useState(false);
  // 001 §5: BI-RADS is the one required answer, of mammography and breast ultrasound.
  const required = (name: string) => (type === 0 || type === 1) && name === 'birads';
  const { saving, save } = useLocalWrite();
  const set = (name: string, value: boolean | string) => setValues((before) => ({ ...before, [name]: value }));
  const submit = async (formElement: HTMLElement) => {
    revealAndLead(formElement, () => setTried(true));
    const saved = await save(() => saveExamination(clientLocalId, type, values, db), messages.infoSaved, 'info');
    if (saved) onSaved();
  };
  return (
    <Stack component="form" autoComplete="off" aria-label={`${clinicalText.addRecord}: ${examinationTypeLabels[type]}`} spacing={2} noValidate onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      {examinationFields[type].map((field) => {
        const label = examFieldLabels[field.name] ?? field.name;
        const value = values[field.name];
        if (field.kind === 'flag') return <YesNoField key={field.name} label={label} value={value === true} onChange={(v) => set(field.name, v)} />;
        if (field.kind === 'grade') {
          return (
            <TextField key={field.name} select label={required(field.name) ? requiredLabel(label) : label} value={String(value)}
              slotProps={nativeSelectSlots(required(field.name))}
              error={tried && required(field.name) && String(value) === ''} onChange={(e) => set(field.name, e.target.value)}>
              <option value="">{receptionText.choose}</option>
              {(gradeOptions[field.name] ?? []).map((n) => <option key={n} value={String(n)}>{toPersianDigits(n)}</option>)}
            </TextField>
          );
        }
        return (
          <TextField
            key={field.name}
            label={label}
            value={String(value)}
            multiline={field.kind === 'report'}
            minRows={field.kind === 'report' ? 3 : undefined}
            onChange={(e) => set(field.name, e.target.value)}
            // A number reads left to right; a report or keyword runs in the direction it is typed in.
            slotProps={{ htmlInput: field.kind === 'amount' ? { inputMode: 'decimal', dir: 'ltr' } : ownDirectionInput }}
          />
        );
      })}
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{clinicalText.save}</Button>
      </FormActions>
    </Stack>
  );
}
