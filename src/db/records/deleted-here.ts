// The server ids of the clients this tablet deleted and the server took, while the app runs. A
// server answer read before the delete reached the server (a search box's page, a national-code
// lookup) still holds the client after her row left the tablet with the delete's answer: it must
// not bring her back as a client found on the server (issue 38). A reload needs none of this: an
// answered delete is done on the server, and an unanswered one keeps her row here, hidden.
import type { ClinicDb, ServerId } from '../store/index';

// By the database's name: the screens and the engine may hold two handles on the one database.
const deleted = new Map<string, Set<string>>();

export function noteDeletedHere(db: ClinicDb, serverId: ServerId | undefined): void {
  if (serverId === undefined || serverId === null) return;
  let ids = deleted.get(db.name);
  if (!ids) deleted.set(db.name, (ids = new Set()));
  ids.add(String(serverId));
}

export function deletedHere(db: ClinicDb, serverId: ServerId): boolean {
  return deleted.get(db.name)?.has(String(serverId)) ?? false;
}
