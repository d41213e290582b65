// The router instance, and its type registered once (style.md, "Routes own their URL").
import { createRouter } from '@tanstack/react-router';
import type { Screen } from '../domain/permissions';
import { routeTree } from '../routeTree.gen';
import type { ToastLayer } from '../ui/toast-stack';

export const router = createRouter({
  routeTree,
  // The legacy links mix cases (`/login/Research`, `addnewclient` vs `AddnewClient`).
  caseSensitive: false,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Which area screen a route is (names the route's entry of the permission table). */
    screen?: Screen;
    /** 'second': client detail and step-four screens, whose toasts are 4 s top-left (000 §1). */
    toastLayer?: ToastLayer;
  }
}
