// The server's story of a patient while online: 'unreachable' when the call found no network or
// failed (the timeline then shows the tablet's alone and says so), 'unsent' when the patient's
// registration has no server id yet. Read again when one of the tablet's rows reaches the server
// (`round` changes with their server ids and marks).
import { useEffect, useState } from 'react';
import { clientTimeline } from '../../api/client-timeline';
import { ApiError, isUnreachable } from '../../api/errors';
import type { ServerTimelineEntry } from '../../domain/schemas/timeline';
import { reportError } from '../../ui/toast-store';

export type ServerTimeline = ServerTimelineEntry[] | 'unreachable' | 'unsent' | undefined;

/** `lags`: what is shown was read for an earlier round than the tablet's rows are in now (the
 *  read for this one is under way). */
export function useServerTimeline(serverId: string | number | undefined, online: boolean, round: string): { timeline: ServerTimeline; lags: boolean } {
  const [read, setRead] = useState<{ timeline: ServerTimeline; round: string }>({ timeline: undefined, round });
  useEffect(() => {
    const setData = (timeline: ServerTimeline) => setRead({ timeline, round });
    if (serverId === undefined) return setData('unsent');
    if (!online) return setData('unreachable');
    let live = true;
    clientTimeline(serverId).then(
      (entries) => live && setData(entries),
      (error: unknown) => {
        if (!live) return;
        setData('unreachable');
        // A 404: the patient was deleted on the server, and the next pull takes her off this
        // tablet; the timeline shows what the tablet holds, as offline, and nothing is toasted
        // (each read again would add one more «موردی یافت نشد» over whatever screen is open).
        const gone = error instanceof ApiError && error.reason === 'not-found';
        if (!isUnreachable(error) && !gone) reportError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [serverId, online, round]);
  return { timeline: read.timeline, lags: read.round !== round };
}
