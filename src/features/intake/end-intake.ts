// The visitor leaves (submit, idle reset, cancel): the draft goes, and every intake on the tablet
// is closed, so what the server already has is deleted now and the rest once it is sent.
// The rows left behind are never read by a kiosk screen.
import { closeKioskIntakes, localDb, submitClient } from '../../db/index';
import { clearRegistration } from '../../state/registration-draft';

export async function endIntake(): Promise<void> {
  clearRegistration();
  await closeKioskIntakes(localDb());
}

/** The final 'ثبت اطلاعات' (000 §2.9): Client/submit queued after the documents, then the end. */
export async function finishIntake(clientLocalId: string): Promise<void> {
  await submitClient(localDb(), clientLocalId);
  await endIntake();
}
