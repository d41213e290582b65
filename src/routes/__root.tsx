// The root: every page, the one toast host, the update prompt, and the router's error page.
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { ToastHost } from '../app/toast-host';
import { UpdatePrompt } from '../app/update-prompt';
import { NotFoundPage, RouterErrorPage } from './-components/error-pages';

export const Route = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <ToastHost />
      <UpdatePrompt />
    </>
  ),
  errorComponent: RouterErrorPage,
  notFoundComponent: NotFoundPage,
});
