// A real link (<a href>: it opens in a new tab, and works before the script) that, clicked
// plainly, moves inside the app without reloading it.
import type { ReactNode } from 'react';
import { useHrefLink } from '../use-href-link';

export function PlainLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const link = useHrefLink(href);
  return <a className={className} {...link}>{children}</a>;
}
