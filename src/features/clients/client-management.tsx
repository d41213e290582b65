// Client management (000 §2.6), reused by every station: the breadcrumb, add path, detail path
// and which list (all, covered, screening) come from the route that places it.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { deleteClient, localDb, usePage, useRefusalOf, type ClientList, type ClientRow } from '../../db/react/index';
import { toPersianDigits } from '../../domain/digits';
import { receptionText } from '../../domain/reception-text';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { searchClientsEverywhere } from '../../sync/index';
import { ClientSearch } from '../../ui/clinic/client-search';
import { PagedTable } from '../../ui/paged-table';
import { useLocalWrite } from '../../ui/local-write';
import { PageTitle } from '../../ui/page-title';
import { useLink } from '../../ui/use-link';
import { clientColumns, clientSubject } from './client-columns';

export interface ClientManagementProps {
  list: ClientList;
  title: string;
  crumbs: Crumb[];
  /** Absent: no add button (lists that only show existing clients). */
  addLink?: LinkOptions;
  detailLink: (localId: string) => LinkOptions;
  /** The count's label; defaults to 'تعداد همه مراجعه کنندگان'. */
  countLabel?: string;
}

function AddButton({ link: to }: { link: LinkOptions }) {
  const link = useLink(to);
  return <Button variant="contained" component="a" {...link}>{receptionText.addClient}</Button>;
}

export function ClientManagement({ list, title, crumbs, addLink, detailLink, countLabel = receptionText.totalClients }: ClientManagementProps) {
  const [page, setPage] = useState(1);
  const data = usePage(list, page);
  const refusalOf = useRefusalOf(data?.rows);
  const [deletions, setDeletions] = useState(0);
  const [toDelete, setToDelete] = useState<ClientRow | null>(null);
  const { saving: deleting, write } = useLocalWrite();

  async function confirmDelete() {
    if (!toDelete) return;
    const deleted = toDelete.localId;
    // The search's results ask again: the deleted row leaves them too.
    await write(() => deleteClient(localDb(), deleted), { then: () => setDeletions((n) => n + 1) });
    setToDelete(null); // 000 §4: on failure the modal only closes
  }

  const total = data?.total ?? 0;
  // A deleted last row leaves an empty page behind: step back to the last page that has rows.
  const lastPage = Math.max(1, Math.ceil(total / 6));
  if (data && page > lastPage) setPage(lastPage);

  return (
    <section>
      <PageBreadcrumbs crumbs={crumbs} />
      {/* An empty list offers the add button under its sentence instead: one add link on the page. */}
      <PageTitle title={title} actions={addLink && total > 0 ? <AddButton link={addLink} /> : undefined} />
      <ClientSearch search={(query, page, signal) => searchClientsEverywhere(list, query, page, signal)} rowKey={(row) => row.localId}
        refusalOf={refusalOf} refreshKey={deletions} columns={clientColumns({ third: 'isPersonnel', detailLink, onDelete: setToDelete })} />
      <Typography sx={{ mb: 1 }} data-testid="client-count">{`${countLabel}: ${toPersianDigits(total)}`}</Typography>
      <PagedTable label={receptionText.clientsTable} rows={data?.rows} rowKey={(row) => row.localId} page={page} total={total}
        onPageChange={setPage} refusalOf={refusalOf} columns={clientColumns({ third: 'isNew', detailLink, onDelete: setToDelete })}
        emptyAction={addLink ? <AddButton link={addLink} /> : undefined} />
      <ConfirmDialog open={toDelete !== null} subject={toDelete ? clientSubject(toDelete) : undefined} busy={deleting} onConfirm={() => void confirmDelete()} onClose={() => setToDelete(null)} />
    </section>
  );
}
