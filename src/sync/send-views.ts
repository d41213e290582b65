// The views of patients made on this tablet reach the server's audit trail with the queue
// (issue 37 §5): after each push, this person's kept views go as `POST Audit/views`, at most
// `maxViewsPerPost` a request, and are forgotten once the server has them. A view waits while
// the tablet is locked, offline, or its patient is not on the server yet.
import type { ApiError } from '../api/errors';
import type { Transport } from '../api/outbox-transport';
import { LockedError } from '../db/crypto/index';
import { forgetViews, viewsToSend, type ClinicDb } from '../db/index';

/** Refusals that sending again would only repeat: those views are dropped, not kept for ever. */
const hopeless = new Set(['forbidden', 'invalid', 'not-found', 'too-large']);

/** Sends what can go now; the number of views the server took. */
export async function sendViews(db: ClinicDb, transport: Transport, author: string): Promise<number> {
  let sent = 0;
  for (;;) {
    let batch;
    try {
      batch = await viewsToSend(db, author);
    } catch (error) {
      if (error instanceof LockedError) return sent;
      throw error;
    }
    await forgetViews(db, batch.gone);
    if (batch.views.length === 0) return sent;
    try {
      await transport.send({ method: 'post', path: 'Audit/views', json: { views: batch.views } });
      sent += batch.views.length;
    } catch (error) {
      if (!hopeless.has((error as ApiError).reason)) return sent;
    }
    await forgetViews(db, batch.seqs);
  }
}
