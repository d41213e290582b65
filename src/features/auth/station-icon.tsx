// One icon per station, on its login page and its chooser tile.
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Biotech from '@mui/icons-material/Biotech';
import Forum from '@mui/icons-material/Forum';
import HowToReg from '@mui/icons-material/HowToReg';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Area } from '../../domain/roles';

const icons: Record<Area, typeof HowToReg> = {
  reception: HowToReg,
  screening: MonitorHeart,
  helper: VolunteerActivism,
  research: Biotech,
  superAdmin: AdminPanelSettings,
  consultation: Forum,
};

export function StationIcon({ area, ...props }: { area: Area } & SvgIconProps) {
  const Icon = icons[area];
  return <Icon {...props} />;
}
