// A document's picture: the thumbnail kept on the tablet in lists; the full image in the viewer
// (full-photo.ts: local bytes, the photo cache or the server). Without a network the viewer falls
// back to the thumbnail, and zooms (zoomable-photo.tsx); a picture that cannot be had at all says so in the seeds' words (000 §8):
// in the viewer as a line, in a card's thumbnail box as an icon and a short text (the sentence
// spilled out of the 96 px box over the label, the date and the icons) named by that sentence.
import { useState } from 'react';
import { BrokenImageIcon } from '../../ui/mui/icons';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNotedView, type DocumentRow } from '../../db/react/index';
import { messages } from '../../domain/messages';
import { documentText } from '../../domain/reception-text';
import { useObjectUrl } from '../../ui/use-object-url';
import { useFullPhoto } from './full-photo';
import { useOpenedBytes } from './opened-bytes';
import { ZoomablePhoto } from './zoomable-photo';

export function DocumentImage({ doc, full = false, alt }: { doc: DocumentRow; full?: boolean; alt: string }) {
  // Bytes on the tablet answer at once: the photo not uploaded yet, or the thumbnail in a list.
  const local = full ? doc.photo : doc.thumbnail ?? doc.photo;
  // Opened full size: a photo seen (a thumbnail in a list is not).
  useNotedView('photo', full ? doc.clientLocalId : undefined, doc.localId);
  const fullPhoto = useFullPhoto(doc, !local);
  const [failed, setFailed] = useState(false);
  const fallback = fullPhoto === null ? doc.thumbnail : undefined; // offline: the thumbnail beats nothing
  // What the tablet keeps is sealed: opened here (the server's image comes plain from full-photo).
  const kept = local ?? fallback;
  const opened = useOpenedBytes(kept);
  const bytes = local ? opened : fullPhoto?.bytes ?? (fallback ? opened : undefined);
  const url = useObjectUrl(bytes, kept === doc.thumbnail && bytes === opened ? 'image/jpeg' : fullPhoto && bytes === fullPhoto.bytes ? fullPhoto.mime : doc.mime);

  if (failed || (!local && fullPhoto === null && !fallback)) {
    if (full) return <Typography color="error" variant="body2" role="alert">{messages.imageLoadFailed}</Typography>;
    return <ThumbnailFailed />;
  }
  if (full) return <ZoomablePhoto src={url} alt={alt} onError={() => setFailed(true)} />;
  return <Box component="img" src={url} alt={alt} onError={() => setFailed(true)} sx={{ ...thumbnailBox, objectFit: 'cover' }} />;
}

const thumbnailBox = { width: 96, height: 96, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover' } as const;

function ThumbnailFailed() {
  return (
    <Box role="img" aria-label={messages.imageLoadFailed}
      sx={{ ...thumbnailBox, overflow: 'hidden', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5, p: 0.5, boxSizing: 'border-box', color: 'text.secondary', textAlign: 'center' }}>
      <BrokenImageIcon aria-hidden />
      <Typography variant="caption" sx={{ lineHeight: 1.3 }}>{documentText.pictureFailed}</Typography>
    </Box>
  );
}
