// The Persian prompt shown when a new version of the app waits (workbox-window). Reloading is the
// person's choice; with unsaved input on a form, it says so and waits.
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { appText } from '../domain/stations';
import { hasDirtyForms } from '../ui/dirty-forms';
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

  return (
    <Snackbar
      open={activate !== null}
      message={appText.updateReady}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          <Button color="secondary" size="small" onClick={reload}>
            {appText.updateReload}
          </Button>
          <Button color="inherit" size="small" onClick={() => setActivate(null)}>
            {appText.updateLater}
          </Button>
        </>
      }
    />
  );
}
