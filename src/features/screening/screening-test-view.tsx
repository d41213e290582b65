// The view of a saved breast health form: the 14 questions with 'دارد' / 'ندارد'.
import { useNotedView, useRecord } from '../../db/react/index';
import { screeningQuestionLabels } from '../../domain/clinical-text';
import { screeningTestTypeLabels } from '../../domain/codes';
import { screeningQuestions } from '../../domain/schemas/clinical';
import { AnswersDialog } from '../../ui/clinic/answers-dialog';
import { yesNoText } from '../../ui/clinic/yes-no-field';

export function ScreeningTestView({ localId, onClose }: { localId: string; onClose: () => void }) {
  const record = useRecord('screeningTest', localId);
  useNotedView('screeningTest', record?.clientLocalId, record?.localId);
  const payload = record?.payload ?? {};
  return (
    <AnswersDialog
      open={Boolean(record)}
      title={screeningTestTypeLabels[2]}
      onClose={onClose}
      items={screeningQuestions.map((q) => [screeningQuestionLabels[q], yesNoText(payload[q])])}
    />
  );
}
