// The breast cancer risk-factor test (001 §3): the 12 yes/no factors, every one required. The same
// form corrects a refused one from the sync centre.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ClinicDb } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { helperText, riskQuestionLabels } from '../../domain/helper-text';
import { messages } from '../../domain/messages';
import { riskQuestions } from '../../domain/schemas/clinical';
import { useLocalWrite } from '../../ui/local-write';
import type { FormCorrection } from '../../ui/form-correction';
import { YesNoField } from '../../ui/clinic/yes-no-field';
import { useDirtyForm } from '../../ui/dirty-forms';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { PerformedAtField, usePerformedAt } from '../../ui/clinic/performed-at-field';
import { emptyRiskAnswers, saveRiskTest, type RiskAnswers } from './save-risk-test';

export function RiskTestForm({ clientLocalId, onSaved, db, correction }: {
  clientLocalId: string; onSaved: () => void; db?: ClinicDb; correction?: FormCorrection<RiskAnswers>;
}) {
  const [answers, setAnswers] = useState(() => correction?.sent ?? emptyRiskAnswers());
  const [tried, setTried] = useState(correction !== undefined);
  const { saving, save } = useLocalWrite();
  const performed = usePerformedAt(correction?.performedAt);
  useDirtyForm(!correction && Object.values(answers).some((a) => a !== null));
  const submit = async (formElement: HTMLElement) => {
    revealAndLead(formElement, () => { setTried(true); performed.touch(); });
    const write = correction ? () => correction.resend(answers, performed.value) : () => saveRiskTest(clientLocalId, answers, performed.value, db);
    const saved = await save(write, correction?.success ?? messages.testSaved);
    if (saved) onSaved();
  };
  return (
    <Paper variant="outlined" component="form" autoComplete="off" aria-label={helperText.riskTile} sx={{ p: 2 }} noValidate onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <PerformedAtField performed={performed} />
      {riskQuestions.map((q) => (
        <YesNoField key={q} label={riskQuestionLabels[q]} value={answers[q]} error={tried} onChange={(v) => setAnswers((before) => ({ ...before, [q]: v }))} />
      ))}
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{correction?.submitLabel ?? clinicalText.saveTest}</Button>
      </FormActions>
    </Paper>
  );
}
