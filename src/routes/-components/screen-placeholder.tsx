// What an area screen shows until the issue that builds it lands: its breadcrumb and title.
import Typography from '@mui/material/Typography';
import { useParams } from '@tanstack/react-router';
import { menuStations, screenPath, screens, type Screen } from '../../domain/permissions';
import { parseArea } from '../../domain/roles';
import { appText, screenTitles, screenTrail } from '../../domain/stations';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PageTitle } from '../../ui/page-title';

export function ScreenPlaceholder({ screen }: { screen: Screen }) {
  const params = useParams({ strict: false }) as { area?: string; id?: string };
  const area = parseArea(params.area ?? '') ?? 'reception';
  const station = screens[screen].station;
  const stationLabel = menuStations.find((entry) => entry.station === station)?.label ?? appText.syncCentre;
  const trail = screenTrail(screen);
  const crumbs: Crumb[] = [
    ...(station === 'sync' ? [] : [{ label: stationLabel }]),
    ...trail.map((step) => ({ label: screenTitles[step], href: screenPath(area, step, params.id) })),
  ];
  return (
    <section data-screen={screen}>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={screenTitles[screen]} />
      <Typography color="text.secondary">{appText.placeholderNote}</Typography>
    </section>
  );
}
