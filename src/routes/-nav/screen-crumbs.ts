// The breadcrumb of an area screen: the station's name, then the screens from its list down to
// this one (000 §2.7: reception > client management > add client). Routes pass it to screens.
import { menuStations, screens, type Screen } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { appText, screenTitles, screenTrail } from '../../domain/stations';
import type { Crumb } from '../../ui/page-breadcrumbs';
import { screenLink } from './screen-routes';

export function screenCrumbs(area: Area, screen: Screen, id?: string): Crumb[] {
  const station = screens[screen].station;
  const stationLabel = menuStations.find((entry) => entry.station === station)?.label ?? appText.syncCentre;
  const trail = screenTrail(screen).map((step) => ({ label: screenTitles[step], link: screenLink(area, step, id) }));
  // A station named as its first screen (admin management) is said once, not twice.
  const named = station !== 'sync' && trail[0]?.label !== stationLabel;
  return [...(named ? [{ label: stationLabel }] : []), ...trail];
}
