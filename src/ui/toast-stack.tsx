// The toasts as drawn (000 §1/§9): filled alerts, 5 s on first-layer screens, 4 s on the client
// detail and step-four screens. One corner on every screen, the bottom right (the seeds' first
// layer; toasts that jumped sides between a list and its detail were hard to follow). At the top
// they covered the station title, the detail page's Edit and SMS buttons and its phone column; at
// the bottom they lie over a detail's examination buttons and thumbnails, so a toast takes no tap
// but on its own close button (ui/plain/surfaces.css): a tap on what it covers reaches that.
// Plain markup: it is on every page, the public ones included.
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

/** A toast speaks about one screen: leaving it drops the screen's toasts shown before the move
 *  (the tablet's own, such as a sync outcome, stay). */
export function dropToastsOfLeftScreen(): void {
  useToastStore.getState().dropShownBefore(performance.now() - toastFollowsNavigationMs);
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
  // A logical inset: in a right-to-left page inline-start is the physical right.
  return (
    <div className="pl-toasts" aria-live="polite" data-toast-layer={layer} style={{ position: 'fixed', bottom: 16, insetInlineStart: 16 }}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} duration={toastTiming[layer]} />
      ))}
    </div>
  );
}
