// The add form of one examination type: exactly its fields (001 §3). It mounts fresh each time the
// modal opens, so its fields start blank or false (001 §4). The same form corrects a refused record
// from the sync centre, starting from what was sent.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClinicDb } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { toPersianDigits } from '../../domain/digits';
import { examFieldLabels, examFieldUnits, examinationFields, gradeOptions } from '../../domain/examination-fields';
import { examinationTypeLabels } from '../../domain/codes';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import type { ExaminationType } from '../../domain/schemas/examinations';
import { useLocalWrite } from '../../ui/local-write';
import { standingError, type FormCorrection } from '../../ui/form-correction';
import { ownDirectionInput } from '../../ui/own-direction-text';
import { YesNoField } from '../../ui/clinic/yes-no-field';
import { nativeSelectSlots } from '../../ui/native-select';
import { requiredLabel } from '../../ui/required-label';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { PerformedAtField, usePerformedAt } from '../../ui/clinic/performed-at-field';
import { emptyExamValues, saveExamination, type ExamValues } from './save-examination';

export function ExaminationForm({ clientLocalId, type, onSaved, db, correction }: {
  clientLocalId: string; type: ExaminationType; onSaved: () => void; db?: ClinicDb; correction?: FormCorrection<ExamValues>;
}) {
  const [values, setValues] = useState(() => correction?.sent ?? emptyExamValues(type));
  const [tried, setTried] = useState(false);
  // 001 §5: BI-RADS is the one required answer, of mammography and breast ultrasound.
  const required = (name: string) => (type === 0 || type === 1) && name === 'birads';
  const { saving, save } = useLocalWrite();
  const performed = usePerformedAt(correction?.performedAt);
  const set = (name: string, value: boolean | string) => setValues((before) => ({ ...before, [name]: value }));
  const submit = async (formElement: HTMLElement) => {
    revealAndLead(formElement, () => { setTried(true); performed.touch(); });
    const write = correction ? () => correction.resend(values, performed.value) : () => saveExamination(clientLocalId, type, values, performed.value, db);
    const saved = await save(write, correction?.success ?? messages.infoSaved, 'info');
    if (saved) onSaved();
  };
  return (
    <Stack component="form" autoComplete="off" aria-label={`${clinicalText.addRecord}: ${examinationTypeLabels[type]}`} spacing={2} noValidate onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <PerformedAtField performed={performed} />
      {examinationFields[type].map((field) => {
        const label = examFieldLabels[field.name] ?? field.name;
        const value = values[field.name];
        const serverSaid = standingError(correction, values, field.name);
        if (field.kind === 'flag') return <YesNoField key={field.name} label={label} value={value === true} onChange={(v) => set(field.name, v)} />;
        if (field.kind === 'grade') {
          return (
            <TextField key={field.name} select label={required(field.name) ? requiredLabel(label) : label} value={String(value)}
              slotProps={nativeSelectSlots(required(field.name))}
              error={(tried && required(field.name) && String(value) === '') || serverSaid !== undefined} helperText={serverSaid} onChange={(e) => set(field.name, e.target.value)}>
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
            error={serverSaid !== undefined}
            helperText={serverSaid}
            // A number reads left to right; a report or keyword runs in the direction it is typed in.
            // A blood value has its unit beside it (issue 36 §4).
            slotProps={{
              htmlInput: field.kind === 'amount' ? { inputMode: 'decimal', dir: 'ltr' } : ownDirectionInput,
              input: examFieldUnits[field.name] ? { endAdornment: <UnitBeside unit={examFieldUnits[field.name]!} /> } : undefined,
            }}
          />
        );
      })}
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{correction?.submitLabel ?? clinicalText.save}</Button>
      </FormActions>
    </Stack>
  );
}

/** A blood value's unit at the field's end (InputAdornment's box, as the date field's button sits). */
function UnitBeside({ unit }: { unit: string }) {
  return (
    <Box component="span" dir="ltr" sx={{ display: 'flex', alignItems: 'center', maxHeight: '2em', ml: 1, color: 'text.secondary', whiteSpace: 'nowrap' }}>
      {unit}
    </Box>
  );
}
