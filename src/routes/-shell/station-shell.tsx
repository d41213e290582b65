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
import { AccountMenu } from './account-menu';
import { SideMenu } from './side-menu';

const drawerWidth = 260;

export function StationShell({ area, children }: { area: Area; children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { mode, toggle } = useThemeMode();
  const menu = <SideMenu area={area} onNavigate={() => setOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }} data-area={area}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton color="inherit" edge="start" aria-label={appText.openMenu} onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          {/* One line on a phone too ('ادمین کل' wrapped): the title keeps its width, the rest shrinks. */}
          <Typography variant="h6" component="p" sx={{ flex: 1, fontWeight: 700, whiteSpace: 'nowrap', flexShrink: 0 }}>
            {area === 'superAdmin' ? appText.superAdminTopBar : stationTitles[area]}
          </Typography>
          <TopBarStatus />
          <IconButton color="inherit" onClick={toggle} aria-label={mode === 'dark' ? appText.lightTheme : appText.darkTheme}>
            {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
          <AccountMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': appText.stationMenu, role: 'region' } as object }}
        sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        {menu}
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
