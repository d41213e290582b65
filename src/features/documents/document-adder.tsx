// The "add a document" form (000 §2.8, §5): a type, a JPG/PNG photo, the add button with its
// progress text; both are required, else the seeds' message and the first one missing is focused.
// On success both are cleared.
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentKind } from '../../db/index';
import { messages } from '../../domain/messages';
import { documentText, receptionText } from '../../domain/reception-text';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { ImageUploader } from '../../ui/image-uploader';
import { useLocalWrite } from '../../ui/local-write';
import { showToast } from '../../ui/toast-store';
import { addDocumentPhoto } from './add-document';
import { documentTypeLabel, documentTypes } from './document-labels';

export function DocumentAdder({ clientLocalId, kind, onAdded }: { clientLocalId: string; kind: DocumentKind; onAdded?: () => void }) {
  const [type, setType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [quarterTurns, setQuarterTurns] = useState(0);
  const [tried, setTried] = useState(false);
  const adder = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { write } = useLocalWrite();

  async function add() {
    if (type === '' || !file) {
      revealAndLead(adder.current, () => setTried(true));
      showToast('error', messages.uploadNeedsTypeAndFile);
      return;
    }
    await write(() => addDocumentPhoto(clientLocalId, kind, Number(type), file, setProgress, quarterTurns), {
      then: () => {
        setType('');
        setFile(null);
        setQuarterTurns(0);
        setTried(false);
        onAdded?.();
      },
    });
    setProgress(null);
  }

  return (
    <Stack spacing={2} ref={adder}>
      <TextField select label={kind === 'identity' ? documentText.typeLabel : documentText.personalTypeLabel} value={type} error={tried && type === ''}
        onChange={(e) => setType(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ maxWidth: 320 }}>
        <option value="">{receptionText.choose}</option>
        {documentTypes(kind).map((code) => <option key={code} value={code}>{documentTypeLabel(kind, code)}</option>)}
      </TextField>
      <ImageUploader file={file} invalid={tried && !file} quarterTurns={quarterTurns} onRotate={() => setQuarterTurns((turns) => (turns + 1) % 4)}
        onFile={(chosen) => { setFile(chosen); setQuarterTurns(0); }} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={() => void add()} loading={progress !== null}>{documentText.addDocument}</Button>
        {progress !== null && <Typography role="status">{documentText.uploading(progress)}</Typography>}
      </Stack>
    </Stack>
  );
}
