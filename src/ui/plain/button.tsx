// MUI's Button as a plain <button>: its variants, sizes and colours, and `loading` (disabled,
// the label kept for its name but not drawn, a spinner in its place).
import type { ButtonHTMLAttributes } from 'react';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: 'text' | 'contained' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  color?: 'primary' | 'secondary' | 'error' | 'inherit';
  fullWidth?: boolean;
  loading?: boolean;
  /** MUI's opacity 0.6: the kiosk's discreet way out for staff. */
  faint?: boolean;
}

export function buttonClasses({ variant = 'text', size = 'medium', color = 'primary', fullWidth, faint }: PlainButtonProps): string {
  return ['pl-button', variant !== 'text' && `pl-button--${variant}`, size !== 'medium' && `pl-button--${size}`,
    color !== 'primary' && `pl-button--${color}`, fullWidth && 'pl-button--full', faint && 'pl-button--faint'].filter(Boolean).join(' ');
}

export function PlainButton({ variant, size, color, fullWidth, loading = false, faint, type = 'button', disabled, className, children, ...rest }: PlainButtonProps) {
  const classes = buttonClasses({ variant, size, color, fullWidth, faint });
  return (
    <button type={type} className={className ? `${classes} ${className}` : classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {children}
      {loading && <span className="pl-spinner" aria-hidden="true" />}
    </button>
  );
}
