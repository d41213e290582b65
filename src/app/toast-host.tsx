// The one toast host (000 §1/§9): 5 s top-right on first-layer screens; 4 s top-left on the
// client detail and step-four screens, which say so with `staticData: { toastLayer: 'second' }`.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMatches } from '@tanstack/react-router';
import { useToastStore, type Toast } from '../ui/toast-store';

export type ToastLayer = 'first' | 'second';
export const toastTiming: Record<ToastLayer, number> = { first: 5000, second: 4000 };

function ToastItem({ toast, duration }: { toast: Toast; duration: number }) {
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id, duration]);
  return (
    <Alert severity={toast.kind} variant="filled" onClose={() => dismiss(toast.id)} sx={{ boxShadow: 3, minWidth: 280 }}>
      {toast.message}
    </Alert>
  );
}

export function ToastHost() {
  const toasts = useToastStore((state) => state.toasts);
  const layer: ToastLayer = useMatches({
    select: (matches) => (matches.some((match) => match.staticData.toastLayer === 'second') ? 'second' : 'first'),
  });
  // Logical insets: in a right-to-left page inline-start is the physical right. stylis-plugin-rtl
  // flips left/right but leaves logical properties alone, so these land where the seeds say.
  const side = layer === 'first' ? { insetInlineStart: 16 } : { insetInlineEnd: 16 };
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      data-toast-layer={layer}
      sx={{ position: 'fixed', top: 16, zIndex: (theme) => theme.zIndex.snackbar, maxWidth: 'calc(100vw - 32px)', ...side }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} duration={toastTiming[layer]} />
      ))}
    </Stack>
  );
}
