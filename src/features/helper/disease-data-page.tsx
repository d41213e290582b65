// diseaseData and diseaseData/update (001 §2, §4): the form, prefilled from the saved record on
// the update page (and on the create page too, should data already exist on this tablet).
import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useLatestRecord } from '../../db/react/index';
import type { Area } from '../../domain/roles';
import { screenTitles } from '../../domain/stations';
import { ScreenHeader } from '../../ui/clinic/screen-header';
import { DiseaseDataForm } from './disease-data-form';
import { diseaseValuesOf, emptyDiseaseValues } from './save-disease-data';

export function DiseaseDataPage({ area, clientLocalId, update, onSaved, banner }: {
  area: Area; clientLocalId: string; update: boolean; onSaved: () => void;
  /** The patient banner (routes place features/clients' PatientBanner). */
  banner?: ReactNode;
}) {
  const record = useLatestRecord('diseaseData', clientLocalId);
  return (
    <section data-screen={update ? 'diseaseDataUpdate' : 'diseaseData'}>
      <ScreenHeader area={area} screen={update ? 'diseaseDataUpdate' : 'diseaseData'} id={clientLocalId} banner={banner} />
      {record === undefined ? <CircularProgress aria-label={screenTitles[update ? 'diseaseDataUpdate' : 'diseaseData']} /> : (
        <DiseaseDataForm
          key={record?.localId ?? 'new'}
          clientLocalId={clientLocalId}
          initial={record ? diseaseValuesOf(record.payload) : emptyDiseaseValues()}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}
