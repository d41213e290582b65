// The public intake on a tablet that is not a kiosk (issue 14): without a Kiosk token nothing can
// be looked up or sent, and a finished intake would wait on a stranger's tablet, so the page
// says plainly that staff must first make this tablet a kiosk.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { intakeText } from '../../domain/intake-text';
import { appText } from '../../domain/stations';
import { useHrefLink } from '../../ui/use-href-link';

export function NotAKiosk() {
  const home = useHrefLink('/');
  return (
    <Alert severity="info" sx={{ my: 2 }} action={<Button color="inherit" sx={{ whiteSpace: 'nowrap' }} {...home}>{appText.backHome}</Button>}>
      <AlertTitle>{intakeText.notAKioskTitle}</AlertTitle>
      {intakeText.notAKiosk}
    </Alert>
  );
}
