// Client detail (000 §2.11), reused by every station: breadcrumb, the orange notice for a new
// client, personal data with edit and SMS, and the document sections the route composes in.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useClient, useRefusal, type ClientRow } from '../../db/react/index';
import { receptionText } from '../../domain/reception-text';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PageTitle } from '../../ui/page-title';
import { RefusedNote } from '../../ui/refused-note';
import { PersonalActions } from './client-personal-actions';
import { PrintButton } from '../../ui/print/print-button';
import { printText } from '../../domain/print-text';
import { ClientPersonalData } from './client-personal-data';
import { ClientSmsList } from './client-sms-list';

export interface ClientDetailProps {
  clientLocalId: string;
  title: string;
  crumbs: Crumb[];
  /** What follows the personal data (documents, a station's own records). */
  children?: (client: ClientRow) => ReactNode;
  /** Hide the SMS button (stations without messaging). */
  sms?: boolean;
  /** The patient banner under the title (routes place PatientBanner with the signed-in person). */
  banner?: ReactNode;
}

export function ClientDetail({ clientLocalId, title, crumbs, children, sms = true, banner }: ClientDetailProps) {
  const client = useClient(clientLocalId);
  const refusal = useRefusal(clientLocalId);
  if (client === undefined) return null;
  if (client === null) {
    return (
      <section>
        <PageBreadcrumbs crumbs={crumbs} />
        <Typography>{receptionText.notFoundClient}</Typography>
      </section>
    );
  }
  return (
    <section>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={title} actions={<Stack direction="row" spacing={1}><PersonalActions client={client} sms={sms} /><PrintButton label={printText.actionSummary} /></Stack>} />
      {banner}
      {client.fields.isNew && (
        <Alert severity="warning" variant="filled" sx={{ mb: 2, bgcolor: 'warning.main' }}>{receptionText.newClientNotice}</Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{receptionText.personalData}</Typography>
        {refusal && <RefusedNote refusal={refusal} />}
        <ClientPersonalData fields={client.fields} />
      </Paper>
      {sms && <ClientSmsList client={client} />}
      {children?.(client)}
    </section>
  );
}
