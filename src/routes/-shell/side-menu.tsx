// The station's side menu (000 §2.3), read from the one permission table, plus the sync centre;
// the product name on top and the version at the bottom. On a phone, where the top bar has no
// room for more, it carries the account's actions too.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { linkOptions, useLocation, type LinkOptions } from '@tanstack/react-router';
import { menuOf } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { appText } from '../../domain/stations';
import { useLink } from '../../ui/use-link';
import { screenLink } from '../-nav/screen-routes';
import type { AccountActions } from './account-actions';
import { AccountPanel } from './account-panel';

function MenuLink({ link, label, onNavigate }: { link: LinkOptions; label: string; onNavigate: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const anchor = useLink(link, onNavigate);
  const selected = anchor.href !== undefined && pathname.toLowerCase().startsWith(anchor.href.toLowerCase());
  return (
    <ListItemButton component="a" {...anchor} selected={selected} aria-current={selected ? 'page' : undefined}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

/** `account`: the account's actions, shown under the stations (the phone's drawer). */
export function SideMenu({ area, onNavigate, account }: { area: Area; onNavigate: () => void; account?: AccountActions }) {
  return (
    // All of it one landmark, the product name and version included (axe: region).
    <Box component="nav" aria-label={appText.productName} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Typography sx={{ p: 2, fontWeight: 700 }}>{appText.productName}</Typography>
      <Divider />
      <List component="div" sx={{ flex: 1 }}>
        {menuOf(area).map((entry) => (
          <MenuLink key={entry.screen} link={screenLink(area, entry.screen)} label={entry.label} onNavigate={onNavigate} />
        ))}
        <Divider sx={{ my: 1 }} />
        <MenuLink link={linkOptions({ to: '/v2/$area/sync', params: { area } })} label={appText.syncCentre} onNavigate={onNavigate} />
      </List>
      {account && (
        <>
          <Divider />
          <AccountPanel actions={account} onLeave={onNavigate} sx={{ p: 2 }} />
        </>
      )}
      <Typography variant="caption" sx={{ p: 2, color: 'text.secondary' }}>
        {appText.version}
      </Typography>
    </Box>
  );
}
