// MUI's Alert as plain markup (role="alert" like MUI's): standard, outlined or filled, with the
// severity's icon, an optional title, an action and a close button (named in Persian: «بستن»).
import type { ReactNode } from 'react';
import { appText } from '../../domain/stations';
import { Icon } from './icon';
import { iconPaths } from './icon-paths';

export type Severity = 'success' | 'info' | 'warning' | 'error';

const severityIcons = {
  success: iconPaths.successOutlined,
  info: iconPaths.infoOutlined,
  warning: iconPaths.warningOutlined,
  error: iconPaths.errorOutline,
};

interface PlainAlertProps {
  severity: Severity;
  variant?: 'standard' | 'outlined' | 'filled';
  title?: string;
  action?: ReactNode;
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}

export function PlainAlert({ severity, variant = 'standard', title, action, onClose, className, children }: PlainAlertProps) {
  const look = variant === 'standard' ? `pl-alert--${severity}` : `pl-alert--${variant} pl-alert--${variant}-${severity}`;
  return (
    <div role="alert" className={['pl-alert', look, className].filter(Boolean).join(' ')}>
      <div className="pl-alert__icon"><Icon paths={severityIcons[severity]} /></div>
      <div className="pl-alert__message">
        {title && <div className="pl-alert__title">{title}</div>}
        {children}
      </div>
      {(action || onClose) && (
        <div className="pl-alert__action">
          {action}
          {onClose && (
            <button type="button" className="pl-icon-button pl-icon-button--small pl-icon-button--inherit" aria-label={appText.close} title={appText.close} onClick={onClose}>
              <Icon paths={iconPaths.close} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
