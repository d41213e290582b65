// A document's picture: the thumbnail (or photo) kept on the tablet, else the server's file.
// A picture that cannot be loaded says so in the seeds' words (000 §8).
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fetchClientFile } from '../../api/client-file';
import type { DocumentRow } from '../../db/index';
import { messages } from '../../domain/messages';
import { useObjectUrl } from '../../ui/use-object-url';

export function DocumentImage({ doc, full = false, alt }: { doc: DocumentRow; full?: boolean; alt: string }) {
  const local = full ? doc.photo ?? doc.thumbnail : doc.thumbnail ?? doc.photo;
  const localUrl = useObjectUrl(local, local === doc.thumbnail ? 'image/jpeg' : doc.mime);
  const [remote, setRemote] = useState<Blob>();
  const [failed, setFailed] = useState(false);
  const remoteUrl = useObjectUrl(remote);

  useEffect(() => {
    if (local || !doc.fileName) return;
    let live = true;
    fetchClientFile(doc.fileName).then((blob) => live && setRemote(blob), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [local, doc.fileName]);

  const src = localUrl ?? remoteUrl;
  if (failed || (!local && !doc.fileName)) {
    return <Typography color="error" variant="body2" role="alert">{messages.imageLoadFailed}</Typography>;
  }
  return (
    <Box component="img" src={src} alt={alt} onError={() => setFailed(true)}
      sx={full ? { maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' } : { width: 96, height: 96, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
  );
}
