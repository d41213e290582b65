// The supplementary-information block of the helper detail (001 §2): the disease data, or the
// 'incomplete' prompt with the button to complete it; the edit icon leads to the update page.
import { EditIcon } from '../../ui/mui/icons';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { linkOptions } from '@tanstack/react-router';
import { useLatestRecord } from '../../db/react/index';
import { toPersianDigits } from '../../domain/digits';
import { diseaseFieldLabels, exerciseStatusLabels, helperText } from '../../domain/helper-text';
import type { Area } from '../../domain/roles';
import { joinList } from '../../domain/ui-text';
import { LinkButton } from '../../ui/clinic/link-button';
import { yesNoText } from '../../ui/clinic/yes-no-field';
import { useLink } from '../../ui/use-link';
import { diseaseFlagFields, diseaseTextFields, diseaseValuesOf } from './save-disease-data';
import { OwnDirectionText } from '../../ui/own-direction-text';

export function DiseaseDataBlock({ area, clientLocalId }: { area: Area; clientLocalId: string }) {
  const record = useLatestRecord('diseaseData', clientLocalId);
  const editLink = useLink(linkOptions({ to: '/v2/$area/helperManagment/detail/$id/diseaseData/update', params: { area, id: clientLocalId } }));
  if (record === undefined) return null;
  const values = record ? diseaseValuesOf(record.payload) : null;
  return (
    <Paper variant="outlined" component="section" aria-label={helperText.supplementaryBlock} sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">{helperText.supplementaryBlock}</Typography>
        {values && <IconButton component="a" aria-label={helperText.editDisease} {...editLink}><EditIcon /></IconButton>}
      </Stack>
      {!values ? (
        <Alert severity="warning" action={<LinkButton link={linkOptions({ to: '/v2/$area/helperManagment/detail/$id/diseaseData', params: { area, id: clientLocalId } })}>{helperText.completeDisease}</LinkButton>}>
          {helperText.diseaseIncomplete}
        </Alert>
      ) : (
        <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 2, m: 0 }}>
          {[
            ...diseaseTextFields.map((f): [string, string] => [diseaseFieldLabels[f], toPersianDigits(values[f])]),
            [helperText.phone, toPersianDigits(values.phone)] as [string, string],
            ...diseaseFlagFields.map((f): [string, string] => [diseaseFieldLabels[f], yesNoText(values[f])]),
            [diseaseFieldLabels.supportiveStatus, values.supportiveStatus === 1 ? helperText.supportiveGood : helperText.supportiveBad] as [string, string],
            [diseaseFieldLabels.ExerciseStatus, values.exerciseStatus ? exerciseStatusLabels[values.exerciseStatus] : '—'] as [string, string],
            [helperText.pastMedical, joinList(values.pastMedical.map((p) => `${p.diseaseName} (${toPersianDigits(p.yearOfAfflicted)})`)) || '—'] as [string, string],
            [helperText.institutes, joinList(values.institutes) || '—'] as [string, string],
          ].map(([label, value]) => (
            <Stack key={label} sx={{ minWidth: 160 }}>
              <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
              <Typography component="dd" sx={{ m: 0 }}><OwnDirectionText>{value}</OwnDirectionText></Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
