// Where MUI starts: the signed-in layout and the intake's later steps wrap their pages in this
// boundary, which brings MUI's providers (theme, RTL cache, baseline). Until then, and on every
// public page, nothing of MUI or emotion is loaded. Their routes' loaders await
// loadMui(), so the page renders at once with MUI there, never a blank frame while it loads.
import { Suspense, lazy, type ReactNode } from 'react';
import type * as ProvidersModule from './mui/app-providers';

let providers: typeof ProvidersModule | undefined;
let loading: Promise<typeof ProvidersModule> | undefined;

/** Loads MUI's providers once; resolves when they are ready to render. */
export function loadMui(): Promise<void> {
  loading ??= import('./mui/app-providers').then((module) => (providers = module));
  return loading.then(() => undefined);
}

// Only if a page renders before its loader's loadMui() resolved (a test, say): Suspense waits.
const LazyProviders = lazy(() => loadMui().then(() => ({ default: providers!.AppProviders })));

export function MuiBoundary({ children }: { children: ReactNode }) {
  if (providers) return <providers.AppProviders>{children}</providers.AppProviders>;
  return (
    <Suspense fallback={null}>
      <LazyProviders>{children}</LazyProviders>
    </Suspense>
  );
}
