// A tile on a detail page that leads to a form (new consultation, breast health form, the helper
// tests): the whole card is one link.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { useLink } from '../use-link';

export function TileLink({ title, text, link }: { title: string; text?: string; link: LinkOptions }) {
  const anchor = useLink(link);
  return (
    <Card variant="outlined" sx={{ flex: '1 1 220px' }}>
      <CardActionArea {...anchor} component="a">
        <CardContent>
          <Typography variant="h6" component="h2">{title}</Typography>
          {text && <Typography variant="body2" color="text.secondary">{text}</Typography>}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
