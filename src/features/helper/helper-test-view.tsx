// The view of a saved helper test, by its visit type: home visit texts and suggestions; EORTC
// answers beside the scale scores; the risk factors with how many are present.
import Typography from '@mui/material/Typography';
import { useNotedView, useRecord } from '../../db/react/index';
import { helperVisitTypeLabels, visitHomeSuggestionLabels } from '../../domain/codes';
import { toPersianDigits } from '../../domain/digits';
import { eortcAnswerText, eortcQuestionLabels, helperText, homeVisitFieldLabels, riskQuestionLabels } from '../../domain/helper-text';
import { eortcQuestions, riskQuestions } from '../../domain/schemas/clinical';
import { joinList } from '../../domain/ui-text';
import { AnswersDialog } from '../../ui/clinic/answers-dialog';
import { yesNoText } from '../../ui/clinic/yes-no-field';
import { EortcScores } from './eortc-scores';
import { countRiskFactors } from './save-risk-test';

type Items = [string, string][];

function itemsOf(visitType: number, p: Record<string, unknown>): Items {
  if (visitType === 2) return eortcQuestions.map((q, i) => [eortcQuestionLabels[i]!, eortcAnswerText(i + 1, p[q])]);
  if (visitType === 3) return riskQuestions.map((q) => [riskQuestionLabels[q], yesNoText(p[q])]);
  const suggestions = Array.isArray(p.visitHomeSuggestions) ? p.visitHomeSuggestions : [];
  return [
    ...Object.entries(homeVisitFieldLabels).map(([field, label]): [string, string] => [label, String(p[field] ?? '')]),
    [helperText.suggestions, joinList(suggestions.map((c) => visitHomeSuggestionLabels[c as keyof typeof visitHomeSuggestionLabels] ?? String(c)))],
  ];
}

export function HelperTestView({ localId, onClose }: { localId: string; onClose: () => void }) {
  const record = useRecord('helperTest', localId);
  useNotedView('helperTest', record?.clientLocalId, record?.localId);
  const visitType = record?.subtype ?? 1;
  const payload = record?.payload ?? {};
  const summary = visitType === 2
    ? <EortcScores payload={payload} />
    : visitType === 3
      ? <Typography sx={{ mb: 2, fontWeight: 700 }}>{helperText.riskCount(toPersianDigits(countRiskFactors(payload)), toPersianDigits(riskQuestions.length))}</Typography>
      : undefined;
  return (
    <AnswersDialog
      open={Boolean(record)}
      title={helperVisitTypeLabels[visitType as 1 | 2 | 3] ?? ''}
      onClose={onClose}
      summary={summary}
      items={itemsOf(visitType, payload)}
    />
  );
}
