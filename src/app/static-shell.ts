// index.html's static shell (app/public-shell.ts) stands until the router has drawn the first
// page: removing it at mount would leave a blank frame while the route's chunk loads.
import type { AnyRouter } from '@tanstack/react-router';

export function removeShellWhenDrawn(router: AnyRouter): void {
  const shell = document.getElementById('shell');
  if (!shell) return;
  const stop = router.subscribe('onResolved', () => {
    stop();
    shell.remove();
  });
}
