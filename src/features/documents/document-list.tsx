// A client's documents of one kind from the local store: thumbnail, type, date, whether it has
// reached the server; the full image viewer, the details modal and delete with confirmation.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deleteDocument, localDb, useDocuments, useRefusalOf, type DocumentKind, type DocumentRow } from '../../db/react/index';
import { formatJalali } from '../../domain/jalali';
import { documentText, receptionText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useLocalWrite } from '../../ui/local-write';
import { OwnDirectionText } from '../../ui/own-direction-text';
import type { ConfirmSubjectLine } from '../../ui/confirm-subject';
import { RowActions, type RowAction } from '../../ui/row-actions';
import { RefusedNote } from '../../ui/refused-note';
import { DocumentImage } from './document-image';
import { documentTypeLabel } from './document-labels';

interface DocumentListProps {
  clientLocalId: string;
  kind: DocumentKind;
  /** The delete question (step 3 uses the short one, 000 §2.9). */
  confirmText?: string;
  /** Show the details button (the client detail page). */
  details?: boolean;
}

/** What a delete confirmation names: the document's type, when it came in and its file name. */
function documentSubject(kind: DocumentKind, doc: DocumentRow): ConfirmSubjectLine[] {
  const lines: ConfirmSubjectLine[] = [
    [receptionText.documentType, documentTypeLabel(kind, doc.type)],
    [receptionText.uploadDate, formatJalali(doc.uploadDate ?? doc.createdAt)],
  ];
  return doc.fileName ? [...lines, [receptionText.fileName, doc.fileName]] : lines;
}

export function DocumentList({ clientLocalId, kind, confirmText, details = false }: DocumentListProps) {
  const docs = useDocuments(clientLocalId, kind);
  const refusalOf = useRefusalOf(docs);
  const [viewing, setViewing] = useState<DocumentRow | null>(null);
  const [describing, setDescribing] = useState<DocumentRow | null>(null);
  const [toDelete, setToDelete] = useState<DocumentRow | null>(null);
  const { write } = useLocalWrite();

  async function remove() {
    if (!toDelete) return;
    const removed = toDelete.localId;
    await write(() => deleteDocument(localDb(), removed));
    setToDelete(null);
  }

  if (docs && docs.length === 0) return <Typography color="text.secondary">{receptionText.noDocuments}</Typography>;
  return (
    <>
      <Box component="ul" aria-label={kind === 'identity' ? receptionText.patientDocuments : receptionText.personalDocuments}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {(docs ?? []).map((doc) => {
          const label = documentTypeLabel(kind, doc.type);
          const refusal = refusalOf(doc);
          return (
            <Box component="li" key={doc.localId} sx={{ border: 1, borderColor: refusal ? 'error.main' : 'divider', borderRadius: 2, p: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ButtonBase onClick={() => setViewing(doc)} aria-label={`${receptionText.viewImage} ${label}`} sx={{ borderRadius: 1, flexShrink: 0 }}>
                  <DocumentImage doc={doc} alt={documentText.thumbnailOf(label)} />
                </ButtonBase>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label}</Typography>
                  <Typography variant="caption" color="text.secondary" component="div">{formatJalali(doc.uploadDate ?? doc.createdAt)}</Typography>
                  {doc.serverId === undefined && !refusal && <Typography variant="caption" color="warning.main">{receptionText.waitingForServer}</Typography>}
                </Box>
                <Box sx={{ flexShrink: 0 }}>
                  <RowActions direction="column" actions={[
                    ...(details ? [{ kind: 'details', label: `${receptionText.documentDetails} ${label}`, onClick: () => setDescribing(doc) } satisfies RowAction] : []),
                    { kind: 'delete', label: `${receptionText.delete} ${label}`, onClick: () => setToDelete(doc) },
                  ]} />
                </Box>
              </Stack>
              {refusal && <RefusedNote refusal={refusal} />}
            </Box>
          );
        })}
      </Box>
      {/* The viewer is titled with the document's type: a person (and a screen reader) knows what is open. */}
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} maxWidth="md" fullWidth>
        {viewing && <DialogTitle>{documentTypeLabel(kind, viewing.type)}</DialogTitle>}
        {viewing && <DialogContent><DocumentImage doc={viewing} full alt={documentTypeLabel(kind, viewing.type)} /></DialogContent>}
        <DialogActions><Button onClick={() => setViewing(null)}>{appText.close}</Button></DialogActions>
      </Dialog>
      <Dialog open={describing !== null} onClose={() => setDescribing(null)}>
        <DialogTitle>{receptionText.documentDetails}</DialogTitle>
        {describing && (
          <DialogContent>
            <Typography>{`${receptionText.documentType}: ${documentTypeLabel(kind, describing.type)}`}</Typography>
            <Typography>{`${receptionText.uploadDate}: ${formatJalali(describing.uploadDate ?? describing.createdAt)}`}</Typography>
            {describing.fileName && <Typography sx={{ overflowWrap: 'anywhere' }}>{`${receptionText.fileName}: `}<OwnDirectionText>{describing.fileName}</OwnDirectionText></Typography>}
          </DialogContent>
        )}
        <DialogActions><Button onClick={() => setDescribing(null)}>{appText.close}</Button></DialogActions>
      </Dialog>
      <ConfirmDialog open={toDelete !== null} text={confirmText} subject={toDelete ? documentSubject(kind, toDelete) : undefined} onConfirm={() => void remove()} onClose={() => setToDelete(null)} />
    </>
  );
}
