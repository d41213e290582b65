// The breast health form (001 §2 ".../detail/{id}/screeningTest"): the 14 yes/no questions. The
// same form corrects a refused one from the sync centre.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { clinicalText, screeningQuestionLabels } from '../../domain/clinical-text';
import { messages } from '../../domain/messages';
import { screeningQuestions } from '../../domain/schemas/clinical';
import type { ClinicDb } from '../../db/index';
import { useLocalWrite } from '../../ui/local-write';
import type { FormCorrection } from '../../ui/form-correction';
import { YesNoField } from '../../ui/clinic/yes-no-field';
import { useDirtyForm } from '../../ui/dirty-forms';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { PerformedAtField, usePerformedAt } from '../../ui/clinic/performed-at-field';
import { emptyScreeningAnswers, saveScreeningTest, type ScreeningAnswers } from './save-screening-test';

interface ScreeningTestFormProps {
  clientLocalId: string;
  /** After the local commit: the route goes back to the detail page. */
  onSaved: () => void;
  db?: ClinicDb;
  correction?: FormCorrection<ScreeningAnswers>;
}

export function ScreeningTestForm({ clientLocalId, onSaved, db, correction }: ScreeningTestFormProps) {
  const [answers, setAnswers] = useState(() => correction?.sent ?? emptyScreeningAnswers());
  const [tried, setTried] = useState(correction !== undefined);
  const { saving, save } = useLocalWrite();
  const performed = usePerformedAt(correction?.performedAt);
  useDirtyForm(!correction && Object.values(answers).some((a) => a !== null));
  const submit = async (formElement: HTMLElement) => {
    revealAndLead(formElement, () => { setTried(true); performed.touch(); });
    const write = correction ? () => correction.resend(answers, performed.value) : () => saveScreeningTest(clientLocalId, answers, performed.value, db);
    const saved = await save(write, correction?.success ?? messages.testSaved);
    if (saved) {
      setAnswers(emptyScreeningAnswers());
      onSaved();
    }
  };
  return (
    <Paper variant="outlined" component="form" autoComplete="off" aria-label={clinicalText.breastHealthCard} sx={{ p: 2 }} noValidate onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <PerformedAtField performed={performed} />
      {screeningQuestions.map((question) => (
        <YesNoField
          key={question}
          label={screeningQuestionLabels[question]}
          value={answers[question]}
          error={tried}
          onChange={(value) => setAnswers((before) => ({ ...before, [question]: value }))}
        />
      ))}
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{correction?.submitLabel ?? clinicalText.saveTest}</Button>
      </FormActions>
    </Paper>
  );
}
