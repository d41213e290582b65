// A link's `href` and click for any element rendered as <a>: built from typed link options, so
// the route tree checks the path and its params. A click with a modifier (a new tab) stays the
// browser's.
import type { MouseEvent } from 'react';
import { useLinkProps, type LinkOptions } from '@tanstack/react-router';
import { isPlainClick } from './app-navigation';

export function useLink(link: LinkOptions, onNavigate?: () => void) {
  const { href, onClick } = useLinkProps(link);
  return {
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (isPlainClick(event)) onNavigate?.();
      onClick?.(event);
    },
  };
}
