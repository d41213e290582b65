// GET Client/{id}/timeline (issue 36 §3): a patient's whole story, filtered on the server to the
// kinds the caller's station may read (the permission table of src/domain/permissions.ts): a
// screening user gets no consultations, a consultation user no screening tests.
import { kindsOfRole } from '../../src/domain/timeline';
import { timelineResult } from '../../src/domain/schemas/timeline';
import { reply } from '../http/envelope';
import { notFound } from '../http/failure';
import { idParam } from '../http/validate';
import type { RouteDef } from '../http/route';
import { timelineOf } from '../store/client-timeline';

export const clientTimelineRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Client/{id}/timeline', access: { station: 'clients' }, result: timelineResult, statuses: [404],
    summary: "A client's story across stations, newest first (the day done, else recorded), only the kinds the caller's station may read",
    handler: async (c, caller) => {
      const clientId = idParam(c, 'id');
      const entries = await timelineOf(c.get('deps').sql, clientId, kindsOfRole(caller!.role));
      if (!entries) throw notFound();
      // Ids and counts only: never a patient's field.
      c.get('deps').log.info('timeline', { clientId, entries: entries.length });
      return reply(c, entries);
    },
  },
];
