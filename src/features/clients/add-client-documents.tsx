// Add client, steps 2 and 3 (000 §2.8, §2.9): identity documents, then personal documents with
// the "already registered" notice and the final submit. One indicator for the whole staff flow,
// its three steps; the four-step one is the public intake's.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { receptionText } from '../../domain/reception-text';
import type { Crumb } from '../../ui/page-breadcrumbs';
import { useLocalWrite } from '../../ui/local-write';
import { RegistrationFrame } from './registration-frame';
import { finishRegistration } from './finish-registration';
import { RegistrationStepper } from './registration-stepper';

interface StepProps {
  title: string;
  crumbs: Crumb[];
  onMissing: () => void;
  /** The document pieces (adder + list) for this client, composed by the route. */
  documents: (clientLocalId: string) => ReactNode;
}

export function AddClientStep2({ title, crumbs, onMissing, documents, onNext, onPrevious }: StepProps & { onNext: () => void; onPrevious: () => void }) {
  return (
    <RegistrationFrame title={title} crumbs={crumbs} stepper={<RegistrationStepper active={1} />} onMissing={onMissing}
      actions={() => (
        <>
          <Button variant="outlined" onClick={onPrevious}>{receptionText.previous}</Button>
          <Button variant="contained" onClick={onNext}>{receptionText.next}</Button>
        </>
      )}>
      {(draft) => documents(draft.clientLocalId)}
    </RegistrationFrame>
  );
}

export function AddClientStep3({ title, crumbs, onMissing, documents, onPrevious, onDone }: StepProps & { onPrevious: () => void; onDone: () => void }) {
  const { saving, write } = useLocalWrite();
  async function submit(clientLocalId: string) {
    await write(() => finishRegistration(clientLocalId), { then: onDone });
  }
  return (
    <RegistrationFrame title={title} crumbs={crumbs} stepper={<RegistrationStepper active={2} />} onMissing={onMissing}
      actions={(draft) => (
        <>
          <Button variant="outlined" onClick={onPrevious}>{receptionText.previous}</Button>
          <Button variant="contained" loading={saving} onClick={() => void submit(draft.clientLocalId)}>{receptionText.submit}</Button>
        </>
      )}>
      {(draft) => (
        <>
          {draft.existing && <Alert severity="info" sx={{ mb: 2 }}>{receptionText.alreadyRegistered}</Alert>}
          {documents(draft.clientLocalId)}
        </>
      )}
    </RegistrationFrame>
  );
}

