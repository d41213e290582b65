// A Material icon drawn as MUI's SvgIcon draws it (1em, currentColor), without SvgIcon.
import type { IconPaths } from './icon-paths';

interface IconProps {
  paths: IconPaths;
  /** 'pl-icon pl-icon--primary' for the theme's pink. */
  className?: string;
  /** px; the default is MUI's 24. */
  size?: number;
}

export function Icon({ paths, className = 'pl-icon', size }: IconProps) {
  return (
    <svg className={className} focusable="false" aria-hidden="true" viewBox="0 0 24 24" style={size ? { fontSize: size } : undefined}>
      {paths.map((d) => <path key={d} d={d} />)}
    </svg>
  );
}
