// The tablet's own id of each patient on the server's follow-up list, so a row opens the patient's
// detail (the detail pages read a client by its local id). A patient this tablet has not pulled
// yet is kept from the list's summary, as a server search keeps one (db/pull
// rowsOfServerResults); the pull brings the rest of the row.
import { useEffect, useState } from 'react';
import { localDb, rowsOfServerResults } from '../../db/index';
import type { FollowUp } from '../../api/follow-ups';

/** Server client id → local id; empty until the tablet has answered (or when it cannot: locked). */
export function useLocalIdsOf(followUps: readonly FollowUp[] | undefined): ReadonlyMap<string, string> {
  const [ids, setIds] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!followUps || followUps.length === 0) return;
    let live = true;
    const summaries = followUps.map((followUp) => ({ ...followUp.client }));
    rowsOfServerResults(localDb(), summaries).then(
      (rows) => {
        if (!live) return;
        const byServerId = new Map<string, string>();
        for (const row of rows) if (row.serverId !== undefined) byServerId.set(String(row.serverId), row.localId);
        setIds(byServerId);
      },
      // Locked mid-way, or the tablet's store refused the write: the names stay, without a link.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [followUps]);
  return ids;
}
