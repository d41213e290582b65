// The image uploader (000 §2.8, §5): drop a JPG or PNG here or click to choose one, or take one
// with the tablet's camera; a chosen photo can be turned by 90° before it is added (the turn is
// shown here and applied by the caller when it stores the photo). It judges the file only (type
// and size messages of the seeds); what happens next is the caller's.
import { useRef, useState, type DragEvent } from 'react';
import { CloseIcon, CloudUploadIcon } from './mui/icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '../domain/messages';
import { documentText } from '../domain/reception-text';
import { useObjectUrl } from './use-object-url';

const acceptedTypes = ['image/jpeg', 'image/png'];
const acceptedNames = /\.(jpe?g|png)$/i;

/** The seeds' uploader message for a file, or null when it is fine. */
export function fileProblem(file: File): string | null {
  if (!acceptedTypes.includes(file.type) && !(file.type === '' && acceptedNames.test(file.name))) return messages.fileTypeNotSupported;
  if (file.size === 0) return messages.fileTooSmall;
  return null;
}

interface ImageUploaderProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** Shown under the box (the type/size message). */
  onProblem?: (message: string) => void;
  label?: string;
  /** Quarter turns clockwise shown on the preview; with onRotate a button turns it once more. */
  quarterTurns?: number;
  onRotate?: () => void;
  /** Marked (and found by focus-first-invalid) when an add was pressed without a photo. */
  invalid?: boolean;
}

export function ImageUploader({ file, onFile, onProblem, label = documentText.dropHere, quarterTurns = 0, onRotate, invalid = false }: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file ?? undefined, file?.type);

  function take(chosen: File | undefined) {
    if (!chosen) return;
    const issue = fileProblem(chosen);
    setProblem(issue);
    if (issue) {
      onProblem?.(issue);
      onFile(null);
    } else {
      onFile(chosen);
    }
  }

  function dropped(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  }

  return (
    <Box>
      <Box
        // The name holds the visible text, 'فقط JPG و PNG' included (axe: label-content-name-mismatch).
        role="button" tabIndex={0} aria-invalid={invalid || undefined} aria-label={`${file ? file.name : label} ${documentText.accepted}`}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); input.current?.click(); } }}
        onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={dropped}
        sx={{
          border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : problem || invalid ? 'error.main' : 'divider', borderRadius: 2,
          p: 3, textAlign: 'center', cursor: 'pointer', bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        {preview ? (
          <Box component="img" src={preview} alt={documentText.chosen} data-quarter-turns={quarterTurns}
            sx={{ maxHeight: 160, maxWidth: '100%', transform: `rotate(${quarterTurns * 90}deg)`, transition: 'transform 150ms' }} />
        ) : (
          <CloudUploadIcon color="action" sx={{ fontSize: 40 }} />
        )}
        <Typography color="text.secondary">{file ? file.name : label}</Typography>
        <Typography variant="caption" color="text.secondary">{documentText.accepted}</Typography>
        <input ref={input} type="file" hidden accept="image/jpeg,image/png,.jpg,.jpeg,.png" data-testid="image-input" autoComplete="off"
          onChange={(e) => { take(e.target.files?.[0]); e.target.value = ''; }} />
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => camera.current?.click()}>{documentText.takePhoto}</Button>
        {file && onRotate && <Button variant="outlined" onClick={onRotate}>{documentText.rotate}</Button>}
        {file && (
          <IconButton aria-label={documentText.removeChosen} onClick={() => onFile(null)}><CloseIcon fontSize="small" /></IconButton>
        )}
      </Stack>
      {/* The tablet's back camera; a browser without one offers its file chooser instead. */}
      <input ref={camera} type="file" hidden accept="image/*" capture="environment" data-testid="camera-input" autoComplete="off"
        onChange={(e) => { take(e.target.files?.[0]); e.target.value = ''; }} />
      {problem && <Typography color="error" variant="body2" role="alert">{problem}</Typography>}
    </Box>
  );
}
