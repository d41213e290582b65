// index.html's static shell (app/public-shell.ts) stands until the first page is drawn: both the
// public app and the router app remove it in the layout effect of their first render, so there
// is never a blank frame between the shell and the page.
export function removeStaticShell(): void {
  document.getElementById('shell')?.remove();
}
