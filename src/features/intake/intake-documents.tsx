// Intake steps 3 and 4 (000 §2.9, §2.10): documents, then personal documents with the notice for
// a client already registered and the final submit. No client kept → back to step 1.
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import { kioskDevice } from '../../state/kiosk-mode';
import { readRegistration } from '../../state/registration-draft';
import { useLocalWrite } from '../../ui/local-write';
import { finishIntake } from './end-intake';

interface IntakeDocumentsProps {
  final: boolean;
  documents: (clientLocalId: string) => ReactNode;
  onMissing: () => void;
  onNext: () => void;
}

export function IntakeDocuments({ final, documents, onMissing, onNext }: IntakeDocumentsProps) {
  const [draft] = useState(readRegistration);
  const { saving, write } = useLocalWrite();
  useEffect(() => {
    if (!draft) onMissing();
  }, [draft, onMissing]);
  if (!draft) return null;

  async function submit(clientLocalId: string) {
    // A kiosk says it on its end screen, not in a corner toast the visitor may miss.
    await write(() => finishIntake(clientLocalId), { success: kioskDevice() ? undefined : messages.clientFinalized, then: onNext });
  }

  return (
    <>
      {final && draft.existing && <Alert severity="info" sx={{ mb: 2 }}>{receptionText.alreadyRegistered}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>{documents(draft.clientLocalId)}</Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        {final
          ? <Button variant="contained" loading={saving} onClick={() => void submit(draft.clientLocalId)}>{receptionText.submit}</Button>
          : <Button variant="contained" onClick={onNext}>{receptionText.next}</Button>}
      </Stack>
    </>
  );
}
