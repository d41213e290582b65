// The documents of one kind during a registration: the adder above, the list below.
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { DocumentKind } from '../../db/index';
import { DocumentAdder } from './document-adder';
import { DocumentList } from './document-list';

export function DocumentsStep({ clientLocalId, kind, confirmText }: { clientLocalId: string; kind: DocumentKind; confirmText?: string }) {
  return (
    <Stack spacing={3}>
      <DocumentAdder clientLocalId={clientLocalId} kind={kind} />
      <Divider />
      <DocumentList clientLocalId={clientLocalId} kind={kind} confirmText={confirmText} />
    </Stack>
  );
}
