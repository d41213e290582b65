// SuperAdmin's «ردپای دسترسی» (issue 37 §5): the server's audit trail, newest first, 6 a page,
// searched by patient (national code), person and date range; and the chain check. Online only.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { listAdmins, type Admin } from '../../api/admins';
import { searchAudit, verifyAuditChain, type AuditEntry, type AuditSearch } from '../../api/audit';
import { isUnreachable } from '../../api/errors';
import { auditActionLabels, auditEntityLabels, auditText as T } from '../../domain/audit-text';
import { toPersianDigits } from '../../domain/digits';
import { formatJalaliDateTime } from '../../domain/jalali';
import { roleLabels } from '../../domain/roles';
import type { Area } from '../../domain/roles';
import { JalaliDateField } from '../../ui/jalali-date-field';
import { nativeSelectSlots } from '../../ui/native-select';
import { PagedTable, type Column } from '../../ui/paged-table';
import { PageTitle } from '../../ui/page-title';
import { reportError } from '../../ui/toast-store';
import { useOnline } from '../../ui/use-online';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function whatOf(entry: AuditEntry): string {
  if (!entry.entity) return '';
  const kind = auditEntityLabels[entry.entity] ?? entry.entity;
  // A device acted on is named by the start of its id (enough to tell tablets apart on screen).
  if (entry.entityId === null) return entry.target ? T.record(kind, entry.target.slice(0, 8)) : kind;
  return T.record(kind, toPersianDigits(String(entry.entityId)));
}

export function AuditTrail({ area }: { area: Area }) {
  const online = useOnline();
  const [form, setForm] = useState<AuditSearch>({});
  const [search, setSearch] = useState<AuditSearch>({});
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ rows: AuditEntry[]; total: number } | 'unreachable'>();
  const [people, setPeople] = useState<Admin[]>([]);
  const [check, setCheck] = useState<{ ok: boolean; text: string }>();

  useEffect(() => {
    if (online) listAdmins().then(setPeople, () => setPeople([]));
  }, [online]);
  useEffect(() => {
    if (!online) return setAnswer('unreachable');
    let live = true;
    setAnswer(undefined);
    searchAudit(search, page).then(
      (found) => live && setAnswer(found),
      (error: unknown) => {
        if (!live) return;
        setAnswer('unreachable');
        if (!isUnreachable(error)) reportError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [online, search, page]);

  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: T.when, cell: (row) => formatJalaliDateTime(row.at) + (row.seenAt ? ` (${T.seenOffline} ${formatJalaliDateTime(row.seenAt)})` : '') },
    { key: 'who', header: T.who, cell: (row) => row.fullName ?? (row.userId === null ? '' : T.deletedUser) },
    { key: 'role', header: T.role, cell: (row) => roleLabels[row.role as keyof typeof roleLabels] ?? row.role },
    { key: 'what', header: T.what, cell: (row) => auditActionLabels[row.action] },
    { key: 'which', header: T.which, cell: (row) => [row.clientId === null ? '' : T.patient(toPersianDigits(String(row.clientId))), whatOf(row)].filter(Boolean).join(' — ') },
    { key: 'device', header: T.device, cell: (row) => <bdi>{row.device ?? ''}</bdi> },
  ];
  const set = (patch: AuditSearch) => setForm((now) => ({ ...now, ...patch }));

  return (
    <section data-screen="auditTrail" data-area={area}>
      <PageTitle title={T.title} />
      <Stack component="form" direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setSearch({ ...form, to: form.to ? nextDay(form.to) : undefined });
        }}>
        <TextField label={T.nationalCode} value={form.nationalCode ?? ''} onChange={(e) => set({ nationalCode: e.target.value.trim() || undefined })}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        <TextField select label={T.person} value={form.userId ?? ''} onChange={(e) => set({ userId: e.target.value || undefined })} slotProps={nativeSelectSlots()}>
          <option value="">{T.anyone}</option>
          {people.map((person) => <option key={person.id} value={String(person.id)}>{`${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || person.userName}</option>)}
        </TextField>
        <JalaliDateField label={T.from} value={form.from ?? ''} onChange={(day) => set({ from: day || undefined })} />
        <JalaliDateField label={T.to} value={form.to ?? ''} onChange={(day) => set({ to: day || undefined })} />
        <Button type="submit" variant="contained">{T.search}</Button>
        <Button onClick={() => verifyAuditChain().then(
          (result) => setCheck({ ok: result.ok, text: result.ok ? T.verifiedOk(toPersianDigits(String(result.checked))) : T.verifiedBroken(toPersianDigits(String(result.broken?.id ?? ''))) }),
          reportError,
        )}>{T.verify}</Button>
      </Stack>
      {check && <Alert severity={check.ok ? 'success' : 'error'} sx={{ mb: 2 }}>{check.text}</Alert>}
      {answer === 'unreachable' && <Alert severity="info" sx={{ mb: 2 }}>{T.needsNetwork}</Alert>}
      <PagedTable label={T.table} columns={columns} rows={answer === 'unreachable' ? [] : answer?.rows} rowKey={(row) => String(row.id)}
        page={page} total={answer === 'unreachable' ? 0 : answer?.total ?? 0} onPageChange={setPage} />
    </section>
  );
}
