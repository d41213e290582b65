// A plain <a href> that navigates inside the app: for links built from strings (screenPath,
// loginPathOfArea) where the router's typed `to` cannot follow.
import type { MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

export function useHrefLink(href: string, onNavigate?: () => void) {
  const navigate = useNavigate();
  return {
    href,
    onClick: (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      onNavigate?.();
      void navigate({ href });
    },
  };
}
