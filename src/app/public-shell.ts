// The static shells of the public pages (vite.config.ts writes them into the built HTML): the
// markup each page's React component renders first — the frame, the icon and the heading, and on
// the landing and the chooser their links, which work before (and without) the script. The
// classes are ui/plain's, so the app's first render replaces the shell without a visible change.
// Runs at build time in Node: plain strings, no React, no CSS imports.
import { shellPaths } from '../domain/page-shells';
import { lockText } from '../domain/lock-text';
import { areas, type Area } from '../domain/roles';
import { appText, chooserLinks, chooserTiles, landingIntakePath, loginPathOfArea, stationTitles } from '../domain/stations';
import { iconMarkup, stationIconPaths } from '../ui/plain/icon-paths';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function publicFrame(card: string, wide = false): string {
  return `<main class="pl-public"><img alt="" width="72" height="72" src="/favicon.svg">`
    + `<p class="pl-institute">${escape(appText.instituteName)}</p>`
    + `<div class="pl-card${wide ? ' pl-card--wide' : ''}"><div class="pl-card__content">${card}</div></div></main>`;
}

// The style attribute as React writes it, so the markup is the same string (tests/unit/public-pages).
const stationIcon = (area: Area, size: number) => iconMarkup(stationIconPaths[area], 'pl-icon pl-icon--primary', `font-size: ${size}px;`);

export function landingShell(): string {
  return publicFrame(`<div class="pl-stack pl-stack--3 pl-center">`
    + `<h1 class="pl-title">${escape(appText.landingGreeting)}</h1>`
    + `<p class="pl-text">${escape(appText.landingInvite)}</p>`
    + `<a class="pl-button pl-button--contained pl-button--large" href="${landingIntakePath}">${escape(appText.landingEnterData)}</a>`
    + `<a class="pl-button pl-button--outlined" href="/adminlanding">${escape(appText.landingAdmin)}</a></div>`);
}

function chooserShell(): string {
  const tiles = chooserTiles.map((area) => `<div class="pl-tile-box pl-paper-outlined"><a class="pl-tile" href="${loginPathOfArea[area]}">`
    + `${stationIcon(area, 40)}<span class="pl-tile__name">${escape(stationTitles[area])}</span></a></div>`).join('');
  const links = chooserLinks.map((area) => `<a class="pl-button" href="${loginPathOfArea[area]}">`
    + `<span class="pl-button__icon">${iconMarkup(stationIconPaths[area])}</span>${escape(stationTitles[area])}</a>`).join('');
  return publicFrame(`<h1 class="pl-title pl-center pl-chooser-title">${escape(appText.chooserTitle)}</h1>`
    + `<div class="pl-row">${tiles}</div><div class="pl-row pl-chooser-links">${links}</div>`, true);
}

/** The login page without its form (typing into a field the app then replaces would be lost);
 *  the form's room is kept so nothing moves when it arrives. */
function loginShell(area: Area): string {
  return publicFrame(`<div class="pl-stack pl-stack--3"><div class="pl-stack pl-stack--1 pl-stack--centred">`
    + `${stationIcon(area, 48)}<h1 class="pl-title">${escape(`${appText.loginTo} ${stationTitles[area]}`)}</h1></div>`
    + `<div class="pl-login-room"></div><p class="pl-text pl-muted pl-login-note">${escape(lockText.signInNote)}</p></div>`);
}

/** The intake frame's top: whether the tablet is a kiosk is known only to the script. */
function intakeShell(): string {
  return `<main class="pl-intake" data-intake-step="1"><p class="pl-subtitle pl-muted pl-intake__institute">${escape(appText.instituteName)}</p>`
    + `<h1 class="pl-title pl-intake__title">${escape(appText.intakeStepper[0])}</h1></main>`;
}

/** Every public page but the landing (whose shell is index.html's own), by its path. */
export function otherShells(): { path: string; markup: string }[] {
  return shellPaths.map((path) => {
    const area = areas.find((a) => loginPathOfArea[a] === path);
    const markup = area ? loginShell(area) : path === '/adminlanding' ? chooserShell() : intakeShell();
    return { path, markup };
  });
}
