// The covered detail's 14 examination buttons (types 0–13). A type that already holds records
// shows a check mark and is described by the legend above the buttons ('اطلاعات ثبت شده دارد'),
// so staff see at a glance which modals have something to read.
import { useId } from 'react';
import { CheckCircleIcon } from '../../ui/mui/icons';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordHistory } from '../../db/react/index';
import { clinicalText } from '../../domain/clinical-text';
import { examinationTypeLabels } from '../../domain/codes';
import { examinationTypes, type ExaminationType } from '../../domain/schemas/examinations';

export function ExaminationButtons({ clientLocalId, onOpen }: { clientLocalId: string; onOpen: (type: ExaminationType) => void }) {
  const records = useRecordHistory('examination', clientLocalId);
  const withData = new Set((records ?? []).map((record) => record.subtype));
  const legendId = useId();
  return (
    <>
      <Typography id={legendId} variant="body2" color="text.secondary" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <CheckCircleIcon fontSize="small" color="success" aria-hidden />
        {clinicalText.examHasData}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {examinationTypes.map((type) => {
          const hasData = withData.has(type);
          return (
            <Button key={type} variant="outlined" onClick={() => onOpen(type)}
              startIcon={hasData ? <CheckCircleIcon color="success" aria-hidden /> : undefined}
              aria-describedby={hasData ? legendId : undefined}>
              {examinationTypeLabels[type]}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
