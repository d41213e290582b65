// Who printed what (issue 37 §5): every print, from a «چاپ» button or the browser's own menu, is
// noted in the audit trail of what it put on paper (db/react/view-hooks.ts keeps what is on screen).
import { notePrintOfScreen } from '../db/react/index';

export function notePrintsInTrail(): () => void {
  const note = () => void notePrintOfScreen();
  window.addEventListener('beforeprint', note);
  return () => window.removeEventListener('beforeprint', note);
}
