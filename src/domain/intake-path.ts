// The public intake's first step: the kiosk's home page, where every visitor starts again, and a
// public page with a static shell of its own. The routes check it against the route tree.
export const intakeStartPath = '/reception/landing/AddnewClient/nationalCode';

/** The pages a kiosk may show: the four intake steps, matched case-insensitively like the routes. */
export function isIntakePath(pathname: string): boolean {
  return /^\/reception\/landing\/addnewclient\//i.test(pathname);
}
