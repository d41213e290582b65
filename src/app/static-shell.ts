// index.html's static shell (app/public-shell.ts) stands until the first page is drawn: both the
// public app and the router app remove it in the layout effect of their first render, so there
// is never a blank frame between the shell and the page. What a sign-in page's shell form holds
// is kept first, for the login form (features/auth/shell-sign-in.ts).
import { keepShellSignIn } from '../features/auth/shell-sign-in';

export function removeStaticShell(): void {
  keepShellSignIn();
  document.getElementById('shell')?.remove();
}
