// An SMS to a client (000 §7, 001 §7), queued like any write. The fixed reception signature is
// appended by the server, once, for every sender (server/routes/sms.ts), so the tablet sends the
// text as typed and only shows the signature under the box.
import { localDb, saveRecord } from '../../db/index';

export async function queueSms(clientLocalId: string, phoneNumber: string, text: string): Promise<string> {
  return saveRecord(localDb(), 'sms', clientLocalId, { phoneNumber, text: text.trim() });
}
