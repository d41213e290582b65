// The shared frame of the landing, chooser and login pages (000 §2.1): logo, institute name, card.
// Plain markup (ui/plain), the same as these pages' static shells (app/public-shell.ts).
import type { ReactNode } from 'react';
import { appText } from '../../domain/stations';
import { Logo } from '../../ui/plain/logo';

export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className="pl-public">
      <Logo />
      <p className="pl-institute">{appText.instituteName}</p>
      <div className={wide ? 'pl-card pl-card--wide' : 'pl-card'}>
        <div className="pl-card__content">{children}</div>
      </div>
    </main>
  );
}
