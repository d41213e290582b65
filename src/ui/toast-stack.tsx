// The toasts as drawn (000 §1/§9): filled alerts at the bottom of the window, 5 s on first-layer
// screens, on the right; 4 s on the client detail and step-four screens, on the left. Both sit at
// the bottom: at the top they covered the station title, the detail page's Edit and SMS buttons
// and its phone column. Plain markup: it is on every page, the public ones included.
// Which layer, and when a navigation drops a toast, is the host's (toast-host.tsx, or the public
// app's without the router).
import { useEffect } from 'react';
import { PlainAlert } from './plain/alert';
import { useToastStore, type Toast } from './toast-store';

export type ToastLayer = 'first' | 'second';
export const toastTiming: Record<ToastLayer, number> = { first: 5000, second: 4000 };
/** A toast shown this shortly before a navigation is that navigation's outcome ('saved', the
 *  guard's message) and follows the person to the next screen. */
export const toastFollowsNavigationMs = 1000;

/** A toast speaks about one screen: leaving it drops the toasts shown before the move. */
export function dropToastsOfLeftScreen(): void {
  useToastStore.getState().dropShownBefore(Date.now() - toastFollowsNavigationMs);
}

function ToastItem({ toast, duration }: { toast: Toast; duration: number }) {
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id, duration]);
  return (
    <PlainAlert severity={toast.kind} variant="filled" onClose={() => dismiss(toast.id)} className="pl-toast">
      {toast.message}
    </PlainAlert>
  );
}

export function ToastStack({ layer }: { layer: ToastLayer }) {
  const toasts = useToastStore((state) => state.toasts);
  // Logical insets: in a right-to-left page inline-start is the physical right, so these land on
  // the seeds' sides. Inline, as the corner is the layer's (the rest is in ui/plain/surfaces.css).
  const side = layer === 'first' ? { insetInlineStart: 16 } : { insetInlineEnd: 16 };
  return (
    <div className="pl-toasts" aria-live="polite" data-toast-layer={layer} style={{ position: 'fixed', bottom: 16, ...side }}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} duration={toastTiming[layer]} />
      ))}
    </div>
  );
}
