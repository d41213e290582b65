// Adding a document photo (000 §2.8, §4): compressed and committed to the tablet at once with its
// outbox entry; the sync engine uploads it once the client is on the server.
import { addDocument, localDb, type DocumentKind } from '../../db/index';
import { compressPhoto } from '../../ui/compress-photo';

export async function addDocumentPhoto(
  clientLocalId: string, kind: DocumentKind, type: number, file: File, onProgress?: (percent: number) => void, quarterTurns = 0,
): Promise<string> {
  const photo = await compressPhoto(file, onProgress, quarterTurns);
  return addDocument(localDb(), clientLocalId, kind, type, photo);
}
