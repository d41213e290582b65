// A client's SMS messages with their state: read from the server's outbox, online only.
import * as v from 'valibot';
import { request } from './client';

const smsStates = ['queued', 'sending', 'unanswered', 'sent', 'delivered', 'failed', 'unknown', 'recorded'] as const;

const clientSmsSchema = v.object({
  id: v.number(),
  state: v.picklist(smsStates),
  reason: v.nullable(v.string()),
  text: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ClientSms = v.InferOutput<typeof clientSmsSchema>;

export async function listClientSms(clientServerId: string | number): Promise<ClientSms[]> {
  const envelope = await request(`Client/sms/${encodeURIComponent(String(clientServerId))}`);
  return v.parse(v.array(clientSmsSchema), envelope.result ?? []);
}

/** States that will still change on their own: the list looks again while one is shown. */
export const smsStillMoving = (state: ClientSms['state']) => state === 'queued' || state === 'sending' || state === 'unanswered';
