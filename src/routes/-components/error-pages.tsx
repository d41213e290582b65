// The generic router failure page (000 §2.2: 'Unexpected Application Error!') and not-found. The
// error's own text (often 'Failed to fetch dynamically imported module…' after an update) means
// nothing to the clinic's staff: they read what to do, in Persian, and get a reload button. Plain
// markup (ui/plain): a page that says a chunk failed to load must not need another chunk.
import { messages } from '../../domain/messages';
import { appText } from '../../domain/stations';
import { PlainButton, buttonClasses } from '../../ui/plain/button';

function Frame({ title, help, canReload }: { title: string; help?: string; canReload?: boolean }) {
  return (
    <main role="alert" className="pl-error-page">
      <h1 className="pl-title pl-error-page__title" dir="ltr">{title}</h1>
      {help && <p className="pl-text pl-error-page__help">{help}</p>}
      <div className="pl-error-page__actions">
        {canReload && <PlainButton variant="contained" onClick={() => window.location.reload()}>{appText.reloadPage}</PlainButton>}
        <a href="/" className={buttonClasses({ variant: 'outlined' })}>{appText.backHome}</a>
      </div>
    </main>
  );
}

export function RouterErrorPage({ error }: { error: unknown }) {
  // For whoever reads the console; the page itself shows no technical text.
  console.error('router error', error instanceof Error ? error.name : typeof error);
  return <Frame title={messages.routerError} help={appText.routerErrorHelp} canReload />;
}

export function NotFoundPage() {
  return <Frame title={appText.notFound} />;
}
