// The full-size image of a document: the bytes still on the tablet (not uploaded yet), else the
// tablet's photo cache, else the server's file fetched with the token and cached within budget.
import { useEffect, useRef, useState } from 'react';
import { fetchClientFile } from '../../api/client-file';
import { cachedPhoto, cachePhoto, localDb, openBytes, type ClinicDb, type DocumentRow } from '../../db/index';

export interface FullPhoto {
  bytes: ArrayBuffer;
  mime: string;
}

export async function loadFullPhoto(doc: DocumentRow, db: ClinicDb = localDb()): Promise<FullPhoto | undefined> {
  if (doc.photo) return { bytes: await openBytes(doc.photo), mime: doc.mime ?? 'image/jpeg' };
  if (!doc.fileName) return undefined;
  const cached = await cachedPhoto(db, doc.fileName);
  if (cached) return { bytes: cached.bytes, mime: cached.mime };
  const blob = await fetchClientFile(doc.fileName);
  const photo = { bytes: await blob.arrayBuffer(), mime: blob.type || 'image/jpeg' };
  await cachePhoto(db, { fileName: doc.fileName, clientLocalId: doc.clientLocalId, ...photo });
  return photo;
}

/** `undefined` while loading, `null` when it could not be had (offline, or gone from the server). */
export function useFullPhoto(doc: DocumentRow, wanted: boolean): FullPhoto | null | undefined {
  const [photo, setPhoto] = useState<FullPhoto | null>();
  const latest = useRef(doc);
  latest.current = doc;
  const hasBytes = doc.photo !== undefined;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setPhoto(undefined);
    loadFullPhoto(latest.current).then((p) => live && setPhoto(p ?? null), () => live && setPhoto(null));
    return () => {
      live = false;
    };
    // Not on `doc`: a live query hands a new object on every change of the table.
  }, [doc.localId, doc.fileName, hasBytes, wanted]);
  return photo;
}
