// The static shells of the public pages (vite.config.ts writes them into the built HTML): the
// markup each page's React component renders first — the frame, the icon and the heading, and on
// the landing and the chooser their links, which work before (and without) the script. The
// classes are ui/plain's, so the app's first render replaces the shell without a visible change.
// Runs at build time in Node: plain strings, no React, no CSS imports.
import { shellPaths } from '../domain/page-shells';
import { lockText } from '../domain/lock-text';
import { tlsText } from '../domain/tls-text';
import { areas, type Area } from '../domain/roles';
import { appText, chooserLinks, chooserTiles, landingIntakePath, loginPathOfArea, stationTitles } from '../domain/stations';
import { signInFieldIds } from '../features/auth/shell-sign-in';
import { iconMarkup, iconPaths, logoMarkup, stationIconPaths } from '../ui/plain/icon-paths';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function publicFrame(card: string, wide = false): string {
  return `<main class="pl-public">${logoMarkup}`
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

/** A field of features/auth/login-form.tsx as React draws it empty (ui/plain/text-field.tsx). */
function signInField(id: string, label: string, type: string, adornment = ''): string {
  return `<div class="pl-field${adornment ? ' pl-field--adorned' : ''}"><label class="pl-field__label" for="${id}" id="${id}-label">${escape(label)}</label>`
    + `<div class="pl-field__input-box"><input class="pl-field__input" id="${id}" autocomplete="off" placeholder=" " aria-invalid="false" type="${type}" value="">`
    + `${adornment ? `<div class="pl-field__adornment">${adornment}</div>` : ''}`
    + `<fieldset aria-hidden="true" class="pl-field__outline"><legend class="pl-field__legend"><span>${escape(label)}</span></legend></fieldset></div></div>`;
}

/** The login form itself, so a person can type at the first paint (features/auth/shell-sign-in.ts:
 *  the app takes over what was typed, and a press of «ورود» that public/shell-sign-in.js kept). */
function signInForm(): string {
  const toggle = `<button type="button" class="pl-icon-button" aria-label="${escape(appText.showPassword)}">${iconMarkup(iconPaths.visibility)}</button>`;
  return '<form class="pl-stack" method="dialog" novalidate="">'
    + signInField(signInFieldIds.userName, appText.userName, 'text')
    + signInField(signInFieldIds.password, appText.password, 'password', toggle)
    + `<button type="submit" class="pl-button pl-button--contained pl-button--large pl-button--full">${escape(appText.login)}</button></form>`;
}

function loginShell(area: Area): string {
  return publicFrame(`<div class="pl-stack pl-stack--3"><div class="pl-stack pl-stack--1 pl-stack--centred">`
    + `${stationIcon(area, 48)}<h1 class="pl-title">${escape(`${appText.loginTo} ${stationTitles[area]}`)}</h1></div>`
    + `${signInForm()}<p class="pl-text pl-muted pl-login-note">${escape(lockText.signInNote)}</p></div>`)
    + '<script async src="/shell-sign-in.js"></script>';
}

/** The intake frame's top: whether the tablet is a kiosk is known only to the script. */
function intakeShell(): string {
  return `<main class="pl-intake" data-intake-step="1"><p class="pl-subtitle pl-muted pl-intake__institute">${escape(appText.instituteName)}</p>`
    + `<h1 class="pl-title pl-intake__title">${escape(appText.intakeStepper[0])}</h1></main>`;
}

/** What every page shows instead of itself when opened over plain HTTP on another machine
 *  (index.html's #insecure, shown by app/insecure-context.css): no sign-in that cannot work. */
export function insecureContextNotice(): string {
  return publicFrame('<div class="pl-stack pl-stack--3">'
    + `<h1 class="pl-title">${escape(tlsText.insecureTitle)}</h1>`
    + `<p class="pl-text">${escape(tlsText.insecureBody)}</p>`
    + `<p class="pl-text">${escape(tlsText.insecureWhatToDo)}</p>`
    + `<a class="pl-button pl-button--contained pl-button--large" href="/ca">${escape(tlsText.insecureCaLink)}</a>`
    + `<p class="pl-text pl-muted">${escape(tlsText.insecureNoHttps)}</p></div>`);
}

/** Every public page but the landing (whose shell is index.html's own), by its path. */
export function otherShells(): { path: string; markup: string }[] {
  return shellPaths.map((path) => {
    const area = areas.find((a) => loginPathOfArea[a] === path);
    const markup = area ? loginShell(area) : path === '/adminlanding' ? chooserShell() : intakeShell();
    return { path, markup };
  });
}
