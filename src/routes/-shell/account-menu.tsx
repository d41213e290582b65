// The account pop-over of the top bar (000 §2.3): the person's name (default 'ادمین') and logout.
import { useState } from 'react';
import { AccountCircleIcon } from '../../ui/mui/icons';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useSession, useSessionStore } from '../../features/auth/session-store';
import { signOut } from '../../features/auth/sign-out';
import { useSignOutWarning } from '../../features/auth/sign-out-warning';
import { ChangePasswordDialog } from '../../features/admins/change-password-dialog';
import { adminText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';

export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const session = useSession();
  const loading = useSessionStore((state) => state.loading);
  const navigate = useNavigate();

  async function logout() {
    await signOut();
    setAnchor(null);
    await navigate({ to: '/', replace: true });
  }
  const { ask, warning } = useSignOutWarning(session ? String(session.userId) : undefined, logout);

  return (
    <>
      <IconButton color="inherit" aria-label={appText.account} onClick={(event) => setAnchor(event.currentTarget)}>
        <AccountCircleIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Stack spacing={2} sx={{ p: 2, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 700 }}>{session?.fullName || appText.defaultAccountName}</Typography>
          <Button variant="outlined" onClick={() => { setAnchor(null); setChangingPassword(true); }}>
            {adminText.changePassword}
          </Button>
          <Button variant="outlined" color="error" loading={loading} onClick={() => void ask()}>
            {appText.logout}
          </Button>
        </Stack>
      </Popover>
      {warning}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
