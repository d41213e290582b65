// The layout of every station area (000 §2.3): top bar, side menu (a drawer behind a hamburger on
// narrow screens), the content outlet.
import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DarkModeIcon, LightModeIcon, MenuIcon } from '../../ui/mui/icons';
import type { Area } from '../../domain/roles';
import { appText, stationTitles } from '../../domain/stations';
import { useThemeMode } from '../../ui/theme-mode';
import { TopBarStatus } from './top-bar-status';
import { useAccountActions } from './account-actions';
import { AccountMenu } from './account-menu';
import { SideMenu } from './side-menu';
import { PrintHeader } from '../../ui/print/print-header';
import { useSession } from '../../features/auth/session-store';

const drawerWidth = 260;

export function StationShell({ area, children }: { area: Area; children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { mode, toggle } = useThemeMode();
  const account = useAccountActions();
  const session = useSession();
  const menu = <SideMenu area={area} onNavigate={() => setOpen(false)} account={wide ? undefined : account} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', '@media print': { display: 'block', minHeight: 0 } }} data-area={area}>
      <PrintHeader printedBy={session?.fullName ?? ''} />
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton color="inherit" edge="start" aria-label={appText.openMenu} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
              <MenuIcon />
            </IconButton>
          )}
          {/* One line on a phone ('ادمین کل' wrapped). At 390 px the bar holds the station's name,
              the sync chip and three buttons only if the chip gives way: the name keeps its width
              (up to half the bar), the chip shrinks to an ellipsis (its full name stays for a
              screen reader) and the buttons never leave the screen. */}
          <Typography variant="h6" component="p" noWrap sx={{ flex: '0 0 auto', maxWidth: '50%', fontWeight: 700, [theme.breakpoints.down('sm')]: { fontSize: '1rem' } }}>
            {area === 'superAdmin' ? appText.superAdminTopBar : stationTitles[area]}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', flex: '1 1 auto', minWidth: 0 }}>
            <TopBarStatus />
          </Box>
          <IconButton color="inherit" onClick={toggle} aria-label={mode === 'dark' ? appText.lightTheme : appText.darkTheme} sx={{ flexShrink: 0 }}>
            {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
          <AccountMenu actions={account} />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        // The phone's drawer is a modal dialog (MUI gives its paper role="dialog" and aria-modal)
        // and takes its name here; any other role would keep aria-modal where it is not allowed
        // (axe: aria-allowed-attr). The wide screen's drawer is just the <nav> inside it.
        slotProps={{ paper: wide ? {} : { 'aria-label': appText.stationMenu } }}
        sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        {menu}
      </Drawer>
      {account.dialogs}
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
