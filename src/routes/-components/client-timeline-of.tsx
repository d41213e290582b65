// The patient's timeline as the routes place it: the signed-in area decides the kinds shown, and
// each entry opens on its station's page of the patient (screen-routes.ts knows the paths), a
// clinical record with its own dialog open over that page (the `open` search param).
import { ClientTimeline } from '../../features/timeline/client-timeline';
import { areaMayOpenScreen } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { openKeyOf, screenOfKind, type TimelineEntry } from '../../domain/timeline';
import { screenLink } from '../-nav/screen-routes';

export function ClientTimelineOf({ clientLocalId, area }: { clientLocalId: string; area: Area }) {
  const linkOf = (entry: TimelineEntry) => {
    const screen = screenOfKind[entry.kind];
    if (!areaMayOpenScreen(area, screen)) return undefined;
    const open = openKeyOf(entry);
    return { ...screenLink(area, screen, clientLocalId), ...(open ? { search: { open } } : {}) };
  };
  return <ClientTimeline clientLocalId={clientLocalId} area={area} linkOf={linkOf} />;
}
