// The root: every page, the one toast host, the update prompt, and the router's error page.
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { ToastHost } from '../app/toast-host';
import { UpdatePromptSlot } from '../app/update-prompt-slot';
import { NotFoundPage, RouterErrorPage } from './-components/error-pages';

export const Route = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <ToastHost />
      <UpdatePromptSlot />
    </>
  ),
  errorComponent: RouterErrorPage,
  notFoundComponent: NotFoundPage,
});
