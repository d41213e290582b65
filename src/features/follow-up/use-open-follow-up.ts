// Whether a patient has an open follow-up, for the patient banner (issue 36 §2, §6). Online, and
// once the server knows the client, the server's answer (it knows what staff closed or marked by
// hand); otherwise what this tablet knows: the follow-ups the pull brought and the rule over its
// own records of the client (tablet-follow-ups.ts).
import { useEffect, useState } from 'react';
import { listClientFollowUps } from '../../api/follow-ups';
import { useClient, useHeldFollowUps, useRecordHistory } from '../../db/react/index';
import { joinReasons } from '../../domain/follow-up';
import { useOnline } from '../../ui/use-online';
import { useFollowUpRound } from './follow-up-changes';
import { openOfPatient } from './tablet-follow-ups';

export interface OpenFollowUp {
  /** True when the patient has at least one open follow-up. */
  open: boolean;
  /** The reasons of the open ones, as one line ('' when none). */
  reason: string;
  /** Where the answer came from: the server's list, or what this tablet holds. */
  source: 'server' | 'tablet';
}

/** `undefined` while loading. */
export function useOpenFollowUp(clientLocalId: string): OpenFollowUp | undefined {
  const online = useOnline();
  const client = useClient(clientLocalId);
  const serverId = client?.serverId;
  const [fromServer, setFromServer] = useState<{ serverId: string | number; answer: OpenFollowUp | 'unreachable' }>();
  const tests = useRecordHistory('screeningTest', clientLocalId);
  const exams = useRecordHistory('examination', clientLocalId);
  const round = useFollowUpRound();
  const held = useHeldFollowUps(true, clientLocalId);

  useEffect(() => {
    if (!online || serverId === undefined) return;
    let live = true;
    listClientFollowUps(serverId).then(
      (all) => {
        const open = all.filter((f) => f.closedAt === null);
        if (live) setFromServer({ serverId, answer: { open: open.length > 0, reason: joinReasons(open.map((f) => f.reason)), source: 'server' } });
      },
      () => live && setFromServer({ serverId, answer: 'unreachable' }),
    );
    return () => {
      live = false;
    };
  }, [online, serverId, tests?.length, exams?.length, round]);

  const server = online && fromServer?.serverId === serverId ? fromServer?.answer : undefined;
  if (server && server !== 'unreachable') return server;
  if (online && serverId !== undefined && server === undefined) return undefined;
  if (!tests || !exams || !held || client === undefined) return undefined;
  if (client === null) return { open: false, reason: '', source: 'tablet' };
  const records = [...tests, ...exams].filter((record) => record.deleted === 0).map((record) => ({ record, client }));
  return { ...openOfPatient(records, held), source: 'tablet' };
}
