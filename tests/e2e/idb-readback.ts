// What a script on the tablet's origin can read of IndexedDB, as the data-at-rest test needs it:
// the client it registered with its documents' ids, every row of every store of every database as
// text (what a script could read once nobody is signed in), and a filler that flushes LevelDB.
import type { Page } from 'playwright-core';
import type { Needle } from './profile-scan';

export interface StoredClient {
  localId: string;
  /** photo and thumbnail as the rows hold them (sealed bytes once photos are sealed). */
  documents: { localId: string; kind: string; photo?: Buffer; thumbnail?: Buffer }[];
}

/** The client this tablet created (the one `client.create` in its outbox) and its documents, read
 *  from the fields that stay plain when rows are sealed (ids, kind): the national-code index is
 *  no help then, as it holds a keyed hash. */
export async function storedClient(page: Page): Promise<StoredClient> {
  const found = await page.evaluate(() => new Promise<{ localId: string; documents: { localId: string; kind: string; photo?: number[]; thumbnail?: number[] }[] }>((resolve, reject) => {
    const open = indexedDB.open('clinic');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(['outbox', 'documents']);
      const outbox = tx.objectStore('outbox').getAll();
      const docs = tx.objectStore('documents').getAll();
      tx.oncomplete = () => {
        open.result.close();
        const creates = (outbox.result as { operation: string; localId: string }[]).filter((entry) => entry.operation === 'client.create');
        if (creates.length !== 1) return reject(new Error(`${creates.length} client.create entries in the outbox, not 1`));
        const localId = creates[0]!.localId;
        const bytes = (buffer: unknown) => (buffer instanceof ArrayBuffer ? [...new Uint8Array(buffer)] : undefined);
        resolve({
          localId,
          documents: (docs.result as { localId: string; kind: string; clientLocalId: string; photo?: unknown; thumbnail?: unknown }[])
            .filter((doc) => doc.clientLocalId === localId)
            .map((doc) => ({ localId: doc.localId, kind: doc.kind, photo: bytes(doc.photo), thumbnail: bytes(doc.thumbnail) })),
        });
      };
      tx.onerror = () => reject(tx.error);
    };
  }));
  const buffer = (bytes?: number[]) => (bytes ? Buffer.from(bytes) : undefined);
  return {
    localId: found.localId,
    documents: found.documents.map((doc) => ({ ...doc, photo: buffer(doc.photo), thumbnail: buffer(doc.thumbnail) })),
  };
}

export interface IndexedDbDump {
  /** Every row as JSON, binary fields as hex. */
  text: string;
  /** `database/store` → number of rows. */
  rowCounts: Record<string, number>;
}

/** Every row of every store of every IndexedDB database of the page's origin. */
export async function dumpIndexedDb(page: Page): Promise<IndexedDbDump> {
  return page.evaluate(async () => {
    const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const replacer = (_key: string, value: unknown) =>
      value instanceof ArrayBuffer ? hex(new Uint8Array(value))
        : ArrayBuffer.isView(value) ? hex(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
          : value;
    const request = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const parts: string[] = [];
    const rowCounts: Record<string, number> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await request(db.transaction(store).objectStore(store).getAll());
        rowCounts[`${name}/${store}`] = rows.length;
        parts.push(JSON.stringify(rows, replacer));
      }
      db.close();
    }
    return { text: parts.join('\n'), rowCounts };
  });
}

/** The labels of the needles readable in the dump: text needles by their UTF-8 form (JSON keeps
 *  the characters as they are), byte needles (photos and their slices) by their hex. */
export function readableInDump(dump: IndexedDbDump, needles: Needle[]): string[] {
  return needles.filter(({ label, bytes }) => {
    if (label.includes('/bytes@') || label.endsWith('/whole')) return dump.text.includes(bytes.toString('hex'));
    return label.endsWith('utf-8') && dump.text.includes(bytes.toString('utf8'));
  }).map(({ label }) => label);
}

/** Writes about 5 MB of filler into a database of its own on the page's origin, past the LevelDB
 *  write buffer (4 MB in Chromium's IndexedDB): the log so far, patient rows included, is written
 *  out as a snappy-compressed table file (`.ldb`) and deleted, as on a tablet in daily use. */
export async function flushIndexedDbLog(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('scan-filler', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('filler');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('filler', 'readwrite');
      // Random text does not compress; 50 KB rows stay under the 64 KiB that sends a row to a blob.
      const row = () => Array.from({ length: 5000 }, () => Math.random().toString(36).slice(2, 12)).join('');
      for (let n = 0; n < 100; n += 1) tx.objectStore('filler').put(row(), n);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  }));
}
