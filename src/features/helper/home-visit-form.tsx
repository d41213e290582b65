// The home visit form ('عیادت از درمانجو', 001 §2): the five texts and the suggestions 0–5 as
// labelled checkboxes. The same form corrects a refused one from the sync centre.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClinicDb } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { codesOf, visitHomeSuggestionLabels } from '../../domain/codes';
import { helperText, homeVisitFieldLabels, type HomeVisitTextField } from '../../domain/helper-text';
import { messages } from '../../domain/messages';
import { useLocalWrite } from '../../ui/local-write';
import { standingError, type FormCorrection } from '../../ui/form-correction';
import { useDirtyForm } from '../../ui/dirty-forms';
import { ariaRequired, requiredLabel } from '../../ui/required-label';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { PerformedAtField, usePerformedAt } from '../../ui/clinic/performed-at-field';
import { emptyHomeVisit, saveHomeVisit, type HomeVisitValues } from './save-home-visit';
import { ownDirectionInput } from '../../ui/own-direction-text';

const textFields = Object.keys(homeVisitFieldLabels) as HomeVisitTextField[];

export function HomeVisitForm({ clientLocalId, onSaved, db, correction }: {
  clientLocalId: string; onSaved: () => void; db?: ClinicDb; correction?: FormCorrection<HomeVisitValues>;
}) {
  const [values, setValues] = useState(() => correction?.sent ?? emptyHomeVisit());
  const [tried, setTried] = useState(correction !== undefined);
  const { saving, save } = useLocalWrite();
  const performed = usePerformedAt(correction?.performedAt);
  useDirtyForm(!correction && (textFields.some((f) => values[f] !== '') || values.visitHomeSuggestions.length > 0));
  const toggle = (code: number, on: boolean) => setValues((before) => ({
    ...before,
    visitHomeSuggestions: on ? [...before.visitHomeSuggestions, code] : before.visitHomeSuggestions.filter((c) => c !== code),
  }));
  const submit = async (formElement: HTMLElement) => {
    revealAndLead(formElement, () => { setTried(true); performed.touch(); });
    const write = correction ? () => correction.resend(values, performed.value) : () => saveHomeVisit(clientLocalId, values, performed.value, db);
    const saved = await save(write, correction?.success ?? messages.infoSaved);
    if (saved) onSaved();
  };
  return (
    <Paper variant="outlined" component="form" autoComplete="off" aria-label={helperText.homeVisitTile} sx={{ p: 2 }} noValidate onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <Stack spacing={2}>
        <PerformedAtField performed={performed} />
        {textFields.map((field) => (
          <TextField
            key={field}
            label={requiredLabel(homeVisitFieldLabels[field])}
            slotProps={{ htmlInput: { ...ariaRequired, ...ownDirectionInput } }}
            error={(tried && values[field].trim() === '') || standingError(correction, values, field) !== undefined}
            helperText={standingError(correction, values, field)}
            multiline
            minRows={2}
            value={values[field]}
            onChange={(event) => setValues((before) => ({ ...before, [field]: event.target.value }))}
          />
        ))}
        <FormGroup aria-label={helperText.suggestions} aria-invalid={(tried && values.visitHomeSuggestions.length === 0) || undefined}>
          <FormLabel component="legend" required error={tried && values.visitHomeSuggestions.length === 0}>{helperText.suggestions}</FormLabel>
          {codesOf(visitHomeSuggestionLabels).map((code) => (
            <FormControlLabel
              key={code}
              label={visitHomeSuggestionLabels[code as keyof typeof visitHomeSuggestionLabels]}
              control={<Checkbox checked={values.visitHomeSuggestions.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />}
            />
          ))}
        </FormGroup>
      </Stack>
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{correction?.submitLabel ?? clinicalText.save}</Button>
      </FormActions>
    </Paper>
  );
}
