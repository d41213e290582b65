// SMS templates (issue 36 §7), SuperAdmin's screen beside the admin management: each template's
// title and text, a way to add, change and delete one (deleting asks first). Read from the
// server: offline says so, as the admins list does.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { deleteSmsTemplate, listSmsTemplates } from '../../api/sms-templates';
import { messages } from '../../domain/messages';
import type { SmsTemplate } from '../../domain/sms-template';
import { smsTemplateText } from '../../domain/sms-text';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PagedTable } from '../../ui/paged-table';
import { PageTitle } from '../../ui/page-title';
import { RowActions } from '../../ui/row-actions';
import { SmsTemplateDialog } from './sms-template-dialog';
import { useServerList } from './use-server-list';

const removeTemplate = (template: SmsTemplate) => deleteSmsTemplate(template.id);

export function SmsTemplateList({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  const { rows: templates, offline, toRemove, setToRemove, busy, confirmRemove, reload } =
    useServerList(listSmsTemplates, removeTemplate, smsTemplateText.deleted);
  const [editing, setEditing] = useState<SmsTemplate | 'new' | null>(null);

  return (
    <section>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={title} actions={<Button variant="contained" onClick={() => setEditing('new')}>{smsTemplateText.add}</Button>} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>{smsTemplateText.placeholdersHint}</Typography>
      {offline && <Alert severity="warning" sx={{ mb: 2 }}>{messages.needsNetwork}</Alert>}
      <PagedTable label={smsTemplateText.table} rows={templates} rowKey={(t) => String(t.id)} page={1} total={templates.length}
        emptyAction={<Button variant="outlined" onClick={() => setEditing('new')}>{smsTemplateText.add}</Button>}
        columns={[
          { key: 'title', header: smsTemplateText.templateTitle, cell: (t) => t.title },
          { key: 'text', header: smsTemplateText.templateText, cell: (t) => t.text },
          {
            key: 'actions', header: smsTemplateText.actions, cell: (t) => (
              <RowActions actions={[
                { kind: 'edit', label: smsTemplateText.editOf(t.title), onClick: () => setEditing(t) },
                { kind: 'delete', label: smsTemplateText.deleteOf(t.title), onClick: () => setToRemove(t) },
              ]} />
            ),
          },
        ]} />
      <SmsTemplateDialog template={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog open={toRemove !== null} busy={busy} subject={toRemove ? [[smsTemplateText.templateTitle, toRemove.title]] : undefined}
        onConfirm={() => void confirmRemove()} onClose={() => setToRemove(null)} />
    </section>
  );
}
