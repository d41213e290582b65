// {station}/screeningManagment/detail/{id}/screeningTest: the form under its breadcrumb.
import type { ReactNode } from 'react';
import { ScreenHeader } from '../../ui/clinic/screen-header';
import type { Area } from '../../domain/roles';
import { ScreeningTestForm } from './screening-test-form';

/** `banner`: the patient (routes place features/clients' PatientBanner). */
export function ScreeningTestPage({ area, clientLocalId, onSaved, banner }: { area: Area; clientLocalId: string; onSaved: () => void; banner?: ReactNode }) {
  return (
    <section data-screen="screeningTest">
      <ScreenHeader area={area} screen="screeningTest" id={clientLocalId} banner={banner} />
      <ScreeningTestForm clientLocalId={clientLocalId} onSaved={onSaved} />
    </section>
  );
}
