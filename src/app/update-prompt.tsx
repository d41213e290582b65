// The Persian prompt shown when a new version of the app waits (workbox-window). Reloading is the
// person's choice; with unsaved input on a form, it says so and waits. Plain markup (MUI's
// Snackbar look, ui/plain): it may appear on any page, the public ones included.
import { appText } from '../domain/stations';
import { hasDirtyForms } from '../ui/dirty-forms';
import { PlainButton } from '../ui/plain/button';
import { showToast } from '../ui/toast-store';
import { useUpdateState } from './update-state';

export function UpdatePrompt() {
  const activate = useUpdateState((state) => state.activate);
  const setActivate = useUpdateState((state) => state.setActivate);

  function reload() {
    if (hasDirtyForms()) {
      showToast('warning', appText.updateWaitsForForm);
      return;
    }
    activate?.();
    setActivate(null);
  }

  if (activate === null) return null;
  return (
    <div className="pl-snackbar" role="alert">
      <div className="pl-snackbar__message">{appText.updateReady}</div>
      <div className="pl-snackbar__action">
        <PlainButton color="secondary" size="small" onClick={reload}>{appText.updateReload}</PlainButton>
        <PlainButton color="inherit" size="small" onClick={() => setActivate(null)}>{appText.updateLater}</PlainButton>
      </div>
    </div>
  );
}
