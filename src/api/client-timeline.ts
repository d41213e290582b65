// GET Client/{id}/timeline (issue 36 §3): the patient's story as the server holds it, already
// filtered to the kinds the signed-in person's station may read.
import * as v from 'valibot';
import { timelineResult, type ServerTimelineEntry } from '../domain/schemas/timeline';
import { request } from './client';

export async function clientTimeline(clientServerId: string | number): Promise<ServerTimelineEntry[]> {
  const envelope = await request(`Client/${encodeURIComponent(String(clientServerId))}/timeline`);
  return v.parse(timelineResult, envelope.result ?? []);
}
