// The EORTC QLQ-C30 form (001 §3): 30 questions in Persian, 1–4 for q1–q28, 1–7 for q29–q30.
import { memo, useCallback, useId, useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Theme } from '@mui/material/styles';
import type { ClinicDb } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { toPersianDigits } from '../../domain/digits';
import { eortcAnswerLabels, eortcQuestionLabels, helperText } from '../../domain/helper-text';
import { messages } from '../../domain/messages';
import { eortcQuestions, type EortcQuestion } from '../../domain/schemas/clinical';
import { useLocalWrite } from '../../ui/local-write';
import type { FormCorrection } from '../../ui/form-correction';
import { useDirtyForm } from '../../ui/dirty-forms';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { PerformedAtField, usePerformedAt } from '../../ui/clinic/performed-at-field';
import { emptyEortc, saveEortcTest, type EortcValues } from './save-eortc-test';

const answersOf = (index: number): [number, string][] => index >= 28
  ? [1, 2, 3, 4, 5, 6, 7].map((n) => [n, toPersianDigits(n)])
  : Object.entries(eortcAnswerLabels).map(([n, label]) => [Number(n), label]);

// On a phone the answers side by side wrapped three and one: there each answer is a column of its
// own, the radio over its words, all of a question's answers on one line (seven digits fit too).
const answerColumns = (count: number) => (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { display: 'grid', gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
});
const answerOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { flexDirection: 'column', mx: 0, textAlign: 'center' },
});

// One question, drawn again only when its own answer (or the error state) changes: an answer
// redrew all 30 questions and their 134 radios, a visible lag on a tablet.
const EortcItem = memo(function EortcItem({ question, index, value, error, onAnswer }: {
  question: EortcQuestion; index: number; value: number | null; error: boolean; onAnswer: (question: EortcQuestion, answer: number) => void;
}) {
  const id = useId();
  const answers = answersOf(index);
  return (
    <FormControl error={error && value === null} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', width: '100%' }}>
      <FormLabel id={id}>{`${toPersianDigits(index + 1)}. ${eortcQuestionLabels[index]}`}</FormLabel>
      <RadioGroup row aria-labelledby={id} aria-invalid={(error && value === null) || undefined} value={value === null ? '' : String(value)} onChange={(e) => onAnswer(question, Number(e.target.value))}
        sx={answerColumns(answers.length)}>
        {answers.map(([n, label]) => (
          <FormControlLabel key={n} value={String(n)} control={<Radio />} label={label} sx={answerOnPhone} />
        ))}
      </RadioGroup>
    </FormControl>
  );
});

export function EortcForm({ clientLocalId, onSaved, db, correction }: {
  clientLocalId: string; onSaved: () => void; db?: ClinicDb; correction?: FormCorrection<EortcValues>;
}) {
  const [values, setValues] = useState(() => correction?.sent ?? emptyEortc());
  const [tried, setTried] = useState(correction !== undefined);
  const { saving, save } = useLocalWrite();
  const performed = usePerformedAt(correction?.performedAt);
  const onAnswer = useCallback((question: EortcQuestion, answer: number) => setValues((before) => ({ ...before, [question]: answer })), []);
  useDirtyForm(!correction && Object.values(values).some((a) => a !== null));
  const submit = async (formElement: HTMLElement) => {
    revealAndLead(formElement, () => { setTried(true); performed.touch(); });
    const write = correction ? () => correction.resend(values, performed.value) : () => saveEortcTest(clientLocalId, values, performed.value, db);
    const saved = await save(write, correction?.success ?? messages.testSaved);
    if (saved) onSaved();
  };
  return (
    <Paper variant="outlined" component="form" autoComplete="off" aria-label={helperText.eortcTile} sx={{ p: 2 }} noValidate onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
      <PerformedAtField performed={performed} />
      {eortcQuestions.map((q, index) => (
        <EortcItem key={q} question={q} index={index} value={values[q] ?? null} error={tried} onAnswer={onAnswer} />
      ))}
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{correction?.submitLabel ?? clinicalText.saveTest}</Button>
      </FormActions>
    </Paper>
  );
}
