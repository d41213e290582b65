// This tablet's name for its data key on the server (issue 11 item 2): a random UUID made at the
// first unlock and kept in local storage (it unlocks nothing by itself: the server gives the key
// only to a signed-in staff user, or to this tablet's own kiosk token). A tablet turned into a
// kiosk takes its kiosk device's id, so the kiosk's token reaches its key and nothing else.
const key = 'deviceId';

export function tabletDeviceId(): string {
  const kept = localStorage.getItem(key);
  if (kept) return kept;
  const made = crypto.randomUUID();
  localStorage.setItem(key, made);
  return made;
}

export function setTabletDeviceId(id: string): void {
  localStorage.setItem(key, id.toLowerCase());
}
