// A document's picture: the thumbnail kept on the tablet in lists; the full image in the viewer
// (full-photo.ts: local bytes, the photo cache or the server). Without a network the viewer falls
// back to the thumbnail; a picture that cannot be had at all says so in the seeds' words (000 §8).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DocumentRow } from '../../db/index';
import { messages } from '../../domain/messages';
import { useObjectUrl } from '../../ui/use-object-url';
import { useFullPhoto } from './full-photo';

export function DocumentImage({ doc, full = false, alt }: { doc: DocumentRow; full?: boolean; alt: string }) {
  // Bytes on the tablet answer at once: the photo not uploaded yet, or the thumbnail in a list.
  const local = full ? doc.photo : doc.thumbnail ?? doc.photo;
  const fullPhoto = useFullPhoto(doc, !local);
  const [failed, setFailed] = useState(false);
  const fallback = fullPhoto === null ? doc.thumbnail : undefined; // offline: the thumbnail beats nothing
  const bytes = local ?? fullPhoto?.bytes ?? fallback;
  const url = useObjectUrl(bytes, bytes === doc.thumbnail ? 'image/jpeg' : fullPhoto && bytes === fullPhoto.bytes ? fullPhoto.mime : doc.mime);

  if (failed || (!local && fullPhoto === null && !fallback)) {
    return <Typography color="error" variant="body2" role="alert">{messages.imageLoadFailed}</Typography>;
  }
  return (
    <Box component="img" src={url} alt={alt} onError={() => setFailed(true)}
      sx={full ? { maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' } : { width: 96, height: 96, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
  );
}
