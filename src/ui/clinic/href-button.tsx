// A button that is an in-app link (details, view): a real <a href> for the keyboard and the router.
import Button, { type ButtonProps } from '@mui/material/Button';
import { useHrefLink } from '../use-href-link';

export function HrefButton({ href, children, ...rest }: { href: string } & Omit<ButtonProps<'a'>, 'href' | 'onClick'>) {
  const link = useHrefLink(href);
  return (
    <Button component="a" size="small" {...rest} {...link}>
      {children}
    </Button>
  );
}
