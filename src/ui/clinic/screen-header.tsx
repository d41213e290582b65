// The breadcrumb and title of a clinical screen: the station's name, then the screens from its
// list down to this one.
import type { ReactNode } from 'react';
import { menuStations, screens, type Screen } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { screenTitles, screenTrail } from '../../domain/stations';
import { PageBreadcrumbs } from '../page-breadcrumbs';
import { PageTitle } from '../page-title';
import { useScreenLinks } from '../screen-links';

/** `banner`: the patient this screen is about (features/clients' PatientBanner, placed by the route). */
export function ScreenHeader({ area, screen, id, actions, banner }: { area: Area; screen: Screen; id?: string; actions?: ReactNode; banner?: ReactNode }) {
  const linkOf = useScreenLinks();
  const stationLabel = menuStations.find((entry) => entry.station === screens[screen].station)?.label;
  const crumbs = [
    ...(stationLabel ? [{ label: stationLabel }] : []),
    ...screenTrail(screen).map((step) => ({ label: screenTitles[step], link: linkOf?.(area, step, id) })),
  ];
  return (
    <>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={screenTitles[screen]} actions={actions} />
      {banner}
    </>
  );
}
