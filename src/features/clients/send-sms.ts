// An SMS to a client (000 §7, 001 §7): the reception signature appended, queued like any write.
import { localDb, saveRecord } from '../../db/index';
import { receptionText } from '../../domain/reception-text';

export function smsTextWithSignature(text: string): string {
  return `${text.trim()}\n${receptionText.smsSignature}`;
}

export async function queueSms(clientLocalId: string, phoneNumber: string, text: string): Promise<string> {
  return saveRecord(localDb(), 'sms', clientLocalId, { phoneNumber, text: smsTextWithSignature(text) });
}
