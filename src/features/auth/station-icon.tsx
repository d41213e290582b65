// One icon per station, in the theme's pink, on its login page and its chooser tile.
import type { Area } from '../../domain/roles';
import { Icon } from '../../ui/plain/icon';
import { stationIconPaths } from '../../ui/plain/icon-paths';

export function StationIcon({ area, size }: { area: Area; size: number }) {
  return <Icon paths={stationIconPaths[area]} className="pl-icon pl-icon--primary" size={size} />;
}
