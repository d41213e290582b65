// Where the update prompt mounts: its code (Snackbar and all) loads only once a new version waits.
import { Suspense, lazy } from 'react';
import { useUpdateState } from './update-state';

const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

export function UpdatePromptSlot() {
  const waiting = useUpdateState((state) => state.activate !== null);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
