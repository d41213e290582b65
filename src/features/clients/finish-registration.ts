// The final 'ثبت اطلاعات' of a registration (000 §2.9, §7 Client/submit): queued after the
// client and its documents; the kept client id is let go.
import { localDb, submitClient } from '../../db/index';
import { messages } from '../../domain/messages';
import { clearRegistration } from '../../state/registration-draft';
import { showToast } from '../../ui/toast-store';

export async function finishRegistration(clientLocalId: string): Promise<void> {
  await submitClient(localDb(), clientLocalId);
  clearRegistration();
  showToast('success', messages.clientFinalized);
}
