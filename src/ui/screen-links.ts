// How a shared piece (the screen header's breadcrumb) links to an area screen by name. The
// screen → route table lives beside the routes, which ui/ may not import; the root route
// provides it here.
import { createContext, useContext } from 'react';
import type { LinkOptions } from '@tanstack/react-router';
import type { Screen } from '../domain/permissions';
import type { Area } from '../domain/roles';

export type ScreenLinkOf = (area: Area, screen: Screen, id?: string) => LinkOptions;

export const ScreenLinks = createContext<ScreenLinkOf | null>(null);

/** Null outside the app's route tree (a component under test): crumbs are then plain text. */
export function useScreenLinks(): ScreenLinkOf | null {
  return useContext(ScreenLinks);
}
