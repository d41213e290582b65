// The breadcrumb and title of a clinical screen, built from the screen table of domain/.
import type { ReactNode } from 'react';
import { menuStations, screenPath, screens, type Screen } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { screenTitles, screenTrail } from '../../domain/stations';
import { PageBreadcrumbs } from '../page-breadcrumbs';
import { PageTitle } from '../page-title';

export function ScreenHeader({ area, screen, id, actions }: { area: Area; screen: Screen; id?: string; actions?: ReactNode }) {
  const stationLabel = menuStations.find((entry) => entry.station === screens[screen].station)?.label;
  const crumbs = [
    ...(stationLabel ? [{ label: stationLabel }] : []),
    ...screenTrail(screen).map((step) => ({ label: screenTitles[step], href: screenPath(area, step, id) })),
  ];
  return (
    <>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={screenTitles[screen]} actions={actions} />
    </>
  );
}
