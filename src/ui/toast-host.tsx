// The one toast host of the router's pages: the layer is the matched route's
// (`staticData: { toastLayer: 'second' }` on the client detail and step-four screens), and a
// navigation to another screen drops the toasts that spoke about the one left behind, except the
// one that announced the move itself (shown just before it).
import { useEffect } from 'react';
import { useMatches, useRouter } from '@tanstack/react-router';
import { ToastStack, dropToastsOfLeftScreen, type ToastLayer } from './toast-stack';

export type { ToastLayer } from './toast-stack';

export function ToastHost() {
  const router = useRouter();
  const layer: ToastLayer = useMatches({
    select: (matches) => (matches.some((match) => match.staticData.toastLayer === 'second') ? 'second' : 'first'),
  });
  useEffect(
    () => router.subscribe('onBeforeNavigate', (event) => {
      if (event.pathChanged) dropToastsOfLeftScreen();
    }),
    [router],
  );
  return <ToastStack layer={layer} />;
}
