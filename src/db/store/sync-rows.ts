// The tablet's own sync rows: its state (cursors, session copy, device id, delivery key) and the
// sealed copies its entries are delivered by, with their authors' credentials.
import type { DeliveryKey } from '../../domain/delivery';

export interface SyncStateRow {
  key: 'main';
  /** Legacy single cursor (before cursors per read scope); never read for a pull. */
  cursor?: string;
  /** The pull cursor of each read scope (role): the server's feed depends on the role. */
  cursors?: Record<string, string>;
  lastPushAt?: string;
  lastPullAt?: string;
  /** The session copy the service worker can read (it cannot read localStorage): a staff
   *  token sealed under the data key (crypto/sealed-text.ts); a kiosk's device token sealed under
   *  `kioskTokenKey` (kiosk/token-at-rest.ts). */
  token?: string;
  /** A kiosk's own non-extractable key that seals its token (crypto/device-sealed-text.ts). */
  kioskTokenKey?: CryptoKey;
  userId?: string;
  /** The signed-in role: the service worker's pull uses that scope's cursor. */
  role?: string;
  /** The tablet is a kiosk: the worker's replay forgets intakes and never pulls, like the page's. */
  kiosk?: boolean;
  /** This tablet's id for its data key on the server (device-id.ts). */
  deviceId?: string;
  /** The server's public key the entries are sealed for (GET Sync/deliveryKey). */
  deliveryKey?: DeliveryKey;
}

/** An outbox entry sealed for the server: any page or the worker sends it, with its author's
 * credential, without the data key (the tablet cannot open it). Not sealed at rest: it is sealed
 * already, and must be read while locked. */
export interface DeliveryCopyRow {
  /** The entry's seq. */
  seq: number;
  /** The entry's id when sealed: an entry given a new id (a retry) is no longer this copy. */
  entryId: string;
  userId: string;
  chain: string;
  /** Dropped once the server answered. */
  sealed?: Uint8Array;
  /** The server's answer: its status (and the ids, version and stored file name it gave); the
   * author's own replay settles the entry (a photo from this answer alone: replay-pass.ts). */
  outcome?: DeliveredOutcome & { at: number };
  /** What the server's answer meant, once it answered: taken, or refused (its author's to hear
   *  of and correct). Indexed, for the counts of what is still to send and what was refused. */
  answered?: 'taken' | 'refused';
}

/** What a copy's delivery brought back: a status, and on a success the server's ids. */
export interface DeliveredOutcome {
  status: number;
  id?: number | string;
  version?: number;
  fileName?: string;
}

/** An author's delivery credential on this tablet: it delivers their sealed entries and reads
 * nothing. Read while locked (by the page or the worker), so not under the data key: sealed under
 * a non-extractable key of its own kept beside it (crypto/device-sealed-text.ts), as a kiosk's
 * token is. A row an older version kept plain is sealed at its next read. */
export interface DeliveryCredentialRow {
  userId: string;
  credential: string;
  key?: CryptoKey;
}
