// The Material icons the MUI screens draw. Each is MUI's SvgIcon around the project's own path
// data (ui/plain/icon-paths.ts), which is what @mui/icons-material renders: 1.5rem, currentColor,
// the theme's fontSize and color props, focusable="false", and aria-hidden unless titleAccess
// names the icon (then role="img" and a <title>).
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { screenIconPaths, type IconPaths } from '../plain/icon-paths';

export type MaterialIconProps = SvgIconProps;

/** One icon: SvgIcon with the icon's paths; every SvgIcon prop passes through. */
export function MaterialIcon({ paths, ...props }: MaterialIconProps & { paths: IconPaths }) {
  return <SvgIcon {...props}>{paths.map((d) => <path key={d} d={d} />)}</SvgIcon>;
}

function named(paths: IconPaths) {
  return (props: MaterialIconProps) => <MaterialIcon paths={paths} {...props} />;
}

export const AccountCircleIcon = named(screenIconPaths.accountCircle);
export const BrokenImageIcon = named(screenIconPaths.brokenImageOutlined);
export const CalendarIcon = named(screenIconPaths.calendarMonth);
export const CheckIcon = named(screenIconPaths.check);
export const CheckCircleIcon = named(screenIconPaths.checkCircleOutlined);
export const CloseIcon = named(screenIconPaths.close);
export const CloudDoneIcon = named(screenIconPaths.cloudDone);
export const CloudOffIcon = named(screenIconPaths.cloudOff);
export const CloudUploadIcon = named(screenIconPaths.cloudUpload);
export const DarkModeIcon = named(screenIconPaths.darkMode);
export const DeleteIcon = named(screenIconPaths.deleteOutlined);
export const EditIcon = named(screenIconPaths.edit);
export const InfoIcon = named(screenIconPaths.infoOutlined);
export const LightModeIcon = named(screenIconPaths.lightMode);
export const MenuIcon = named(screenIconPaths.menu);
export const PrintIcon = named(screenIconPaths.print);
export const DownloadIcon = named(screenIconPaths.download);
export const SearchIcon = named(screenIconPaths.search);
export const SyncProblemIcon = named(screenIconPaths.syncProblem);
export const VisibilityIcon = named(screenIconPaths.visibilityOutlined);
