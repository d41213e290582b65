// Who saw what (issue 37 §5) on the tablet: opening one record (a test, a consultation, an
// examination) or a photo full size is noted as the client's detail is (patient-banner.tsx),
// through noteView, by the signed-in author, online or offline, and sent with the queue.
import { useEffect } from 'react';
import type { ViewedEntity } from '../../domain/audit';
import { localDb, noteView, outboxUser } from '../index';

/** Notes one view when `localId` (of `clientLocalId`'s record or photo) is first shown; again only
 *  if another is shown. Nothing while either is unknown (a record still loading) or nobody is
 *  signed in (a kiosk's visitor sees no saved record). */
export function useNotedView(entity: ViewedEntity, clientLocalId: string | undefined, localId: string | undefined): void {
  useEffect(() => {
    const author = outboxUser();
    if (!clientLocalId || !localId || !author) return;
    // A locked tablet or a full disk loses the note, never the screen.
    noteView(localDb(), { userId: author.userId, entity, clientLocalId, localId }).catch(() => {});
  }, [entity, clientLocalId, localId]);
}
