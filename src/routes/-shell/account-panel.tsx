// The person's name and their account's actions, as the account menu and the phone's drawer show
// them.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSession } from '../../features/auth/session-store';
import { adminText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import type { AccountActions } from './account-actions';

/** `onLeave`: the menu or drawer around the panel closes before an action takes over. */
export function AccountPanel({ actions, onLeave, sx }: { actions: AccountActions; onLeave: () => void; sx?: SxProps<Theme> }) {
  const session = useSession();
  return (
    <Stack spacing={2} sx={sx}>
      <Typography sx={{ fontWeight: 700 }}>{session?.fullName || appText.defaultAccountName}</Typography>
      <Button variant="outlined" onClick={() => { onLeave(); actions.changePassword(); }}>
        {adminText.changePassword}
      </Button>
      <Button variant="outlined" color="error" loading={actions.signingOut} onClick={() => void actions.signOut().then(onLeave)}>
        {appText.logout}
      </Button>
    </Stack>
  );
}
