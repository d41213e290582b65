// Which HTML file answers a navigation (the server's fallback and the service worker's
// navigation route both ask here). The public pages each have one whose static markup already
// paints the page's heading before any script runs (vite.config.ts writes them); every other
// page gets the same HTML without that markup, so a signed-in screen never flashes the landing.
import { intakeStartPath } from './intake-path';
import { loginPathOfArea } from './stations';

/** The landing's shell is index.html itself. */
export const landingHtml = '/index.html';
/** The HTML of every page that has no shell of its own (the signed-in screens, the later intake steps). */
export const appHtml = '/shells/app.html';

/** The public pages that have a shell besides the landing (the kiosk's start included). */
export const shellPaths: readonly string[] = [
  '/adminlanding',
  ...Object.values(loginPathOfArea),
  intakeStartPath,
];

/** The shell file of a public page: case-insensitive, like the routes (`/login/Research`). */
export function shellFileOf(path: string): string {
  return `/shells${path.toLowerCase()}.html`;
}

const shellFiles = new Set(shellPaths.map(shellFileOf));

/** The HTML file for a navigation to `pathname`. */
export function htmlForPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return landingHtml;
  const file = shellFileOf(path);
  return shellFiles.has(file) ? file : appHtml;
}
