// A button that is an in-app link (details, view): a real <a href> for the keyboard and the router.
import Button, { type ButtonProps } from '@mui/material/Button';
import type { LinkOptions } from '@tanstack/react-router';
import { useLink } from '../use-link';

export function LinkButton({ link, children, ...rest }: { link: LinkOptions } & Omit<ButtonProps<'a'>, 'href' | 'onClick'>) {
  const anchor = useLink(link);
  return (
    <Button component="a" size="small" {...rest} {...anchor}>
      {children}
    </Button>
  );
}
