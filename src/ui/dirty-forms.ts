// Forms with unsaved input, so the app never reloads itself for an update over a half-filled form.
import { useEffect, useId } from 'react';

const dirtyForms = new Set<string>();

export function hasDirtyForms(): boolean {
  return dirtyForms.size > 0;
}

export function markFormDirty(key: string, dirty: boolean): void {
  if (dirty) dirtyForms.add(key);
  else dirtyForms.delete(key);
}

/** A form calls this with whether it holds unsaved input; unmounting clears it. */
export function useDirtyForm(dirty: boolean): void {
  const key = useId();
  useEffect(() => {
    markFormDirty(key, dirty);
    return () => markFormDirty(key, false);
  }, [key, dirty]);
}
