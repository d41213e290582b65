// The account pop-over of the top bar (000 §2.3): the person's name (default 'ادمین') and logout.
import { useState } from 'react';
import { AccountCircleIcon } from '../../ui/mui/icons';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { appText } from '../../domain/stations';
import type { AccountActions } from './account-actions';
import { AccountPanel } from './account-panel';

export function AccountMenu({ actions }: { actions: AccountActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton color="inherit" aria-label={appText.account} onClick={(event) => setAnchor(event.currentTarget)} sx={{ flexShrink: 0 }}>
        <AccountCircleIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <AccountPanel actions={actions} onLeave={close} sx={{ p: 2, minWidth: 200 }} />
      </Popover>
    </>
  );
}
