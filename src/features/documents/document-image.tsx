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
  const needsFull = full || !doc.thumbnail;
  const fullPhoto = useFullPhoto(doc, needsFull);
  const [failed, setFailed] = useState(false);
  const bytes = needsFull ? fullPhoto?.bytes ?? (fullPhoto === null ? doc.thumbnail : undefined) : doc.thumbnail;
  const url = useObjectUrl(bytes, bytes && bytes === fullPhoto?.bytes ? fullPhoto.mime : 'image/jpeg');

  if (failed || (needsFull && fullPhoto === null && !doc.thumbnail)) {
    return <Typography color="error" variant="body2" role="alert">{messages.imageLoadFailed}</Typography>;
  }
  return (
    <Box component="img" src={url} alt={alt} onError={() => setFailed(true)}
      sx={full ? { maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' } : { width: 96, height: 96, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
  );
}
