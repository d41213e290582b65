// The server ids of the clients this tablet deleted and the server took, while the app runs. A
// server answer read before the delete reached the server (a search box's page, a national-code
// lookup) still holds the client after her row left the tablet with the delete's answer: it must
// not bring her back as a client found on the server (issue 38). A reload needs none of this: an
// answered delete is done on the server, and an unanswered one keeps her row here, hidden.
// Every tab of the app on this tablet hears of each delete (a BroadcastChannel): the answer that
// removed her may come to one tab while another has the late search answer in hand.
import type { ClinicDb, ServerId } from '../store/index';

// By the database's name: the screens and the engine may hold two handles on the one database.
const deleted = new Map<string, Set<string>>();

interface DeletedNote { db: string; id: string }

function remember({ db, id }: DeletedNote): void {
  let ids = deleted.get(db);
  if (!ids) deleted.set(db, (ids = new Set()));
  ids.add(id);
}

const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('clinic-deleted-here');
channel?.addEventListener('message', (event: MessageEvent<DeletedNote>) => {
  if (typeof event.data?.db === 'string' && typeof event.data.id === 'string') remember(event.data);
});
// Node's channel (the tests) would keep the process alive; a browser's has no unref.
(channel as { unref?: () => void } | undefined)?.unref?.();

export function noteDeletedHere(db: ClinicDb, serverId: ServerId | undefined): void {
  if (serverId === undefined || serverId === null) return;
  const note = { db: db.name, id: String(serverId) };
  remember(note);
  channel?.postMessage(note);
}

export function deletedHere(db: ClinicDb, serverId: ServerId): boolean {
  return deleted.get(db.name)?.has(String(serverId)) ?? false;
}
