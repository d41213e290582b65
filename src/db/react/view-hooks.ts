// Who saw what (issue 37 §5) on the tablet: opening one record (a test, a consultation, an
// examination) or a photo full size is noted as the client's detail is (patient-banner.tsx),
// through noteView, by the signed-in author, online or offline, and sent with the queue. What is
// on screen is also kept here, so a print (the browser's, from any «چاپ») is noted of what it put on
// paper: the record shown last, else the patient.
import { useEffect } from 'react';
import type { ViewedEntity } from '../../domain/audit';
import { localDb, noteView, outboxUser } from '../index';

interface Shown { entity: ViewedEntity; clientLocalId: string; localId?: string }

/** What the screen shows now, the latest opened last (a record's dialog over its patient). */
const onScreen: Shown[] = [];

/** Keeps `shown` in the list while the component that shows it is mounted. */
export function useOnScreen(entity: ViewedEntity, clientLocalId: string | undefined, localId?: string): void {
  useEffect(() => {
    if (!clientLocalId) return;
    const shown: Shown = { entity, clientLocalId, localId };
    onScreen.push(shown);
    return () => void onScreen.splice(onScreen.indexOf(shown), 1);
  }, [entity, clientLocalId, localId]);
}

/** Notes one view when `localId` (of `clientLocalId`'s record or photo) is first shown; again only
 *  if another is shown. Nothing while either is unknown (a record still loading) or nobody is
 *  signed in (a kiosk's visitor sees no saved record). */
export function useNotedView(entity: ViewedEntity, clientLocalId: string | undefined, localId: string | undefined): void {
  useOnScreen(entity, localId ? clientLocalId : undefined, localId);
  useEffect(() => {
    const author = outboxUser();
    if (!clientLocalId || !localId || !author) return;
    // A locked tablet or a full disk loses the note, never the screen.
    noteView(localDb(), { userId: author.userId, entity, clientLocalId, localId }).catch(() => {});
  }, [entity, clientLocalId, localId]);
}

/** A print of what is on screen, noted for the signed-in author (app/ calls it at `beforeprint`). */
export function notePrintOfScreen(): Promise<void> {
  const author = outboxUser();
  const shown = onScreen.at(-1);
  if (!author || !shown) return Promise.resolve();
  return noteView(localDb(), { userId: author.userId, ...shown, action: 'print' }).catch(() => {});
}
