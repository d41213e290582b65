// A real link (<a href>: it opens in a new tab, and works before the script) that, clicked
// plainly, moves inside the app without reloading it.
import { useContext, type ReactNode } from 'react';
import { AppNavigation, isPlainClick } from '../app-navigation';

export function PlainLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const navigate = useContext(AppNavigation);
  return (
    <a className={className} href={href} onClick={(event) => {
      if (!navigate || !isPlainClick(event)) return;
      event.preventDefault();
      navigate(href);
    }}>
      {children}
    </a>
  );
}
