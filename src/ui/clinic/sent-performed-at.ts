// The «تاریخ انجام» a refused clinical record was sent with, for its correction form: the day in
// its payload, else (an entry queued before records carried one) the day it was typed.
import { performedDayOf } from '../../domain/clinical-dates';

/** `entry`: an outbox entry (its payload and when it was queued). */
export function sentPerformedAtOf(entry: { payload?: Record<string, unknown>; createdAt: string }): string {
  return performedDayOf(entry.payload ?? {}, entry.createdAt);
}
