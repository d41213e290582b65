// {station}/screeningManagment/detail/{id}/screeningTest: the form under its breadcrumb.
import { ScreenHeader } from '../../ui/clinic/screen-header';
import type { Area } from '../../domain/roles';
import { ScreeningTestForm } from './screening-test-form';

export function ScreeningTestPage({ area, clientLocalId, onSaved }: { area: Area; clientLocalId: string; onSaved: () => void }) {
  return (
    <section data-screen="screeningTest">
      <ScreenHeader area={area} screen="screeningTest" id={clientLocalId} />
      <ScreeningTestForm clientLocalId={clientLocalId} onSaved={onSaved} />
    </section>
  );
}
