// The server's open follow-ups, a page at a time, while online; 'unreachable' when the call found
// no network (the list then shows the tablet's own), read again when the network returns.
import { useEffect, useState } from 'react';
import { isUnreachable } from '../../api/errors';
import { listOpenFollowUps, type FollowUp } from '../../api/follow-ups';
import { reportError } from '../../ui/toast-store';
import { useFollowUpRound } from './follow-up-changes';

export type ServerFollowUps = { rows: FollowUp[]; total: number } | 'unreachable' | undefined;

/** Read again when a follow-up is marked or closed here (follow-up-changes.ts). */
export function useServerFollowUps(online: boolean, page: number): ServerFollowUps {
  const [data, setData] = useState<ServerFollowUps>();
  const changed = useFollowUpRound();
  useEffect(() => {
    if (!online) return setData('unreachable');
    let live = true;
    setData(undefined);
    listOpenFollowUps(page).then(
      (answer) => live && setData(answer),
      (error: unknown) => {
        if (!live) return;
        setData('unreachable');
        if (!isUnreachable(error)) reportError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [online, page, changed]);
  return data;
}
