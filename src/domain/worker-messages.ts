// A message a page sends the service worker (sw/sw.ts) that is not about the data key
// (db/crypto/worker-key.ts): shared here so the two sides cannot drift apart.

/** A page the active worker does not control asks it to take the open pages (app/register-sw.ts). */
export const takePagesMessage = 'take-pages';
