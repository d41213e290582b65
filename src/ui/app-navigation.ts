// How a plain public page moves inside the app. The public pages render under two hosts: the
// router (routes/__root.tsx) and, when the app starts on one of them, the router-free public app
// (app/public-app.tsx), so they take their navigation from here instead of the router's hooks.
// With no host (a component test), a link is simply followed by the browser.
import { createContext, useContext } from 'react';

export type AppNavigate = (href: string, options?: { replace?: boolean }) => void;

export const AppNavigation = createContext<AppNavigate | null>(null);

export function useAppNavigate(): AppNavigate {
  const navigate = useContext(AppNavigation);
  return navigate ?? ((href, options) => (options?.replace ? window.location.replace(href) : window.location.assign(href)));
}

/** A plain click moves inside the app; a click with a modifier (a new tab) is the browser's. */
export function isPlainClick(event: { defaultPrevented: boolean; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
