// A tile on a detail page that leads to a form (new consultation, breast health form, the helper
// tests): the whole card is one link, a 44 px target and more, with the hover and focus marks of
// a link (no ripple: a link that leaves the page has no use for one).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { useLink } from '../use-link';

const tile = {
  flex: '1 1 220px', display: 'block', minHeight: 44, color: 'inherit', textDecoration: 'none',
  '&:hover': { backgroundColor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

export function TileLink({ title, text, link }: { title: string; text?: string; link: LinkOptions }) {
  const anchor = useLink(link);
  return (
    <Card variant="outlined" component="a" {...anchor} sx={tile}>
      <CardContent>
        <Typography variant="h6" component="h2">{title}</Typography>
        {text && <Typography variant="body2" color="text.secondary">{text}</Typography>}
      </CardContent>
    </Card>
  );
}
