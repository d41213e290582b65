// Light or dark, as a staff member last chose it (000 §1, §9), kept in local storage under `theme`.
// The app follows it (ui/theme-mode.ts); the pages' HTML applies it before the first paint.
export const themeKey = 'theme';

/** The one inline script of every page (vite.config.ts writes it at the top of the head; the
 *  server's CSP allows it by its hash): the choice on `<html data-theme>` before anything is
 *  painted. Set by the app's script instead, the static shell of a public page would be painted
 *  light and turn dark when the app took it over, for everyone who had chosen dark. */
export const themeBeforePaintScript = 'try{document.documentElement.dataset.theme='
  + `localStorage.getItem(${JSON.stringify(themeKey)})==="dark"?"dark":"light"}`
  + 'catch(e){document.documentElement.dataset.theme="light"}'
  // The same first moment marks a page opened over plain HTTP on another machine (not a secure
  // context): its CSS then paints the HTTPS notice instead of the shell (app/insecure-context.css).
  + ';if(!window.isSecureContext)document.documentElement.dataset.insecure=""';
