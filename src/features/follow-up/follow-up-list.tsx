// {station}/followUps (issue 36 §6): the clinic's open follow-ups from the server, newest first,
// 6 a page, each closed with a note; offline, the causes the rule finds in this tablet's own
// records, and the screen says so.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { LinkOptions } from '@tanstack/react-router';
import { closeFollowUp, type FollowUp } from '../../api/follow-ups';
import { toPersianDigits } from '../../domain/digits';
import { followUpText } from '../../domain/follow-up-text';
import { isExaminationCause } from '../../domain/follow-up';
import { formatJalali } from '../../domain/jalali';
import type { Area } from '../../domain/roles';
import { screenTitles } from '../../domain/stations';
import { uuidV7 } from '../../domain/uuid-v7';
import { PagedTable, pageSize, type Column } from '../../ui/paged-table';
import { PageTitle } from '../../ui/page-title';
import { showToast } from '../../ui/toast-store';
import { useOnline } from '../../ui/use-online';
import { followUpsChanged } from './follow-up-changes';
import { useLocalIdsOf } from './follow-up-clients';
import { FollowUpPatientLink } from './follow-up-patient-link';
import { FollowUpTextDialog } from './follow-up-text-dialog';
import { useServerFollowUps } from './use-server-follow-ups';
import { useTabletFollowUps } from './tablet-follow-ups';

interface Shown { key: string; name: string; nationalCode: string; reason: string; date: string; link?: LinkOptions; followUp?: FollowUp }

/** The patient's detail in this person's station; `fromExamination`: the cause is an examination's. */
export type FollowUpDetailLink = (clientLocalId: string, fromExamination: boolean) => LinkOptions;

export function FollowUpList({ area, detailLink }: { area: Area; detailLink: FollowUpDetailLink }) {
  const online = useOnline();
  const [page, setPage] = useState(1);
  const server = useServerFollowUps(online, page);
  const fromTablet = server === 'unreachable';
  const tablet = useTabletFollowUps(fromTablet);
  const localIds = useLocalIdsOf(server === 'unreachable' ? undefined : server?.rows);
  const [closing, setClosing] = useState<FollowUp | null>(null);
  // Notes typed, by follow-up: a dialog closed (or a call that found no network) loses none.
  const [notes, setNotes] = useState<Record<number, string>>({});

  const localIdLink = (localId: string | undefined, fromExamination: boolean) => (localId ? detailLink(localId, fromExamination) : undefined);
  let rows: Shown[] | undefined;
  let total = 0;
  const answer = server;
  if (answer === 'unreachable') {
    rows = tablet?.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
      key: row.key, name: `${row.client.fields.firstName} ${row.client.fields.lastName}`, nationalCode: row.client.fields.nationalCode, reason: row.reason, date: row.date,
      link: detailLink(row.client.localId, row.fromExamination),
    }));
    total = tablet?.length ?? 0;
  } else if (answer) {
    rows = answer.rows.map((f) => ({
      key: String(f.id), name: `${f.client.firstName} ${f.client.lastName}`, nationalCode: f.client.nationalCode,
      reason: f.source === 'hand' ? `${followUpText.byHand}: ${f.reason}` : f.reason, date: f.openedAt, followUp: f,
      link: localIdLink(localIds.get(String(f.client.id)), f.causes.some(isExaminationCause)),
    }));
    total = answer.total;
  }

  const columns: Column<Shown>[] = [
    { key: 'name', header: followUpText.client, cell: (row) => <FollowUpPatientLink name={row.name} link={row.link} /> },
    { key: 'code', header: followUpText.nationalCode, cell: (row) => toPersianDigits(row.nationalCode) },
    { key: 'reason', header: followUpText.reason, cell: (row) => row.reason },
    { key: 'date', header: followUpText.date, cell: (row) => formatJalali(row.date) },
    {
      key: 'actions', header: followUpText.actions, cell: (row) => row.followUp && (
        <Button size="small" aria-label={`${followUpText.close} ${row.name}`} onClick={() => setClosing(row.followUp!)}>{followUpText.close}</Button>
      ),
    },
  ];

  return (
    <section data-screen="followUps" data-area={area}>
      <PageTitle title={screenTitles.followUps} />
      {fromTablet && <Alert severity="info" sx={{ mb: 2 }}>{followUpText.offlineList}</Alert>}
      <PagedTable label={followUpText.table} columns={columns} rows={rows} rowKey={(row) => row.key} page={page} total={total} onPageChange={setPage} />
      {closing && (
        <FollowUpTextDialog
          open
          title={followUpText.closeTitle}
          subject={`${closing.client.firstName} ${closing.client.lastName} — ${closing.reason}`}
          label={followUpText.note}
          emptyText={followUpText.noteRequired}
          offlineText={followUpText.closeNeedsNetwork}
          text={notes[closing.id] ?? ''}
          onTextChange={(text) => setNotes((all) => ({ ...all, [closing.id]: text }))}
          submit={async (note) => {
            await closeFollowUp(closing.id, note, uuidV7());
          }}
          onDone={() => {
            showToast('success', followUpText.closed);
            setNotes(({ [closing.id]: _closed, ...rest }) => rest);
            setClosing(null);
            followUpsChanged();
          }}
          onClose={() => setClosing(null)}
        />
      )}
    </section>
  );
}
