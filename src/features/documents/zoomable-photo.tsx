// The viewer's picture with zoom, so a person can read the small print of a scanned card or a
// report: buttons (larger, smaller, back to the original size), a pinch on the tablet and
// ctrl + wheel (a trackpad's pinch) on a desk. A zoomed picture is laid out at its zoomed size
// inside a scrolling box, so every part of it can be scrolled to in both directions.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { documentText } from '../../domain/reception-text';

const smallest = 1;
const largest = 4;
const step = 0.5;
const clamp = (scale: number) => Math.min(largest, Math.max(smallest, scale));

export function ZoomablePhoto({ src, alt, onError }: { src: string | undefined; alt: string; onError: () => void }) {
  const [scale, setScale] = useState(1);
  // The height the picture takes unzoomed (fitted to the dialog), measured once it has loaded.
  const [fittedHeight, setFittedHeight] = useState<number>();
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinchStart = useRef<{ distance: number; scale: number } | null>(null);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const down = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinchStart.current = { distance: spread(), scale };
  };
  const move = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = pinchStart.current;
    if (start && start.distance > 0) setScale(clamp((start.scale * spread()) / start.distance));
  };
  const up = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinchStart.current = null;
  };
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = area.current;
    if (!box) return;
    // Not React's onWheel: its listener is passive, and the page itself must not zoom.
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return; // a plain wheel scrolls the picture
      event.preventDefault();
      setScale((before) => clamp(before * Math.exp(-event.deltaY / 200)));
    };
    box.addEventListener('wheel', wheel, { passive: false });
    return () => box.removeEventListener('wheel', wheel);
  }, []);

  const zoomed = scale > 1 && fittedHeight !== undefined;
  return (
    <Box>
      <Stack direction="row" role="group" aria-label={documentText.zoomControls} useFlexGap
        sx={{ gap: 1, mb: 1, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setScale((s) => clamp(s - step))} disabled={scale <= smallest}>{documentText.zoomOut}</Button>
        <Button variant="text" onClick={() => setScale(1)} aria-label={`${documentText.zoomReset} ${documentText.zoomLevel(Math.round(scale * 100))}`}>
          {documentText.zoomLevel(Math.round(scale * 100))}
        </Button>
        <Button variant="outlined" onClick={() => setScale((s) => clamp(s + step))} disabled={scale >= largest}>{documentText.zoomIn}</Button>
      </Stack>
      <Box ref={area} data-testid="photo-zoom-area" onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up}
        sx={{ overflow: 'auto', maxHeight: '75vh', touchAction: 'pan-x pan-y', textAlign: 'center' }}>
        <Box component="img" src={src} alt={alt} onError={onError} data-scale={scale}
          onLoad={(event) => setFittedHeight((before) => before ?? event.currentTarget.clientHeight)}
          sx={zoomed
            ? { height: fittedHeight * scale, width: 'auto', maxWidth: 'none', maxHeight: 'none', display: 'block', mx: 'auto' }
            : { maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }} />
      </Box>
    </Box>
  );
}
