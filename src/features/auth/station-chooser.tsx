// /adminlanding (000 §2.1): tiles for four stations, links for consultation and super admin.
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import type { Area } from '../../domain/roles';
import { appText, loginPathOfArea, stationTitles } from '../../domain/stations';
import { PublicLayout } from './public-layout';
import { StationIcon } from './station-icon';

const tiles: Area[] = ['reception', 'helper', 'screening', 'research'];
const links: Area[] = ['consultation', 'superAdmin'];

export function StationChooser() {
  const navigate = useNavigate();
  const go = (area: Area) => void navigate({ href: loginPathOfArea[area] });
  return (
    <PublicLayout width={560}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}>
        {appText.chooserTitle}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        {tiles.map((area) => (
          <Paper key={area} variant="outlined" sx={{ width: { xs: '100%', sm: 'calc(50% - 8px)' } }}>
            <ButtonBase onClick={() => go(area)} sx={{ width: '100%', p: 3, flexDirection: 'column', gap: 1 }}>
              <StationIcon area={area} color="primary" sx={{ fontSize: 40 }} />
              <Typography sx={{ fontWeight: 700 }}>{stationTitles[area]}</Typography>
            </ButtonBase>
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" sx={{ gap: 2, justifyContent: 'center', mt: 3 }}>
        {links.map((area) => (
          <Button key={area} onClick={() => go(area)} startIcon={<StationIcon area={area} />}>
            {stationTitles[area]}
          </Button>
        ))}
      </Stack>
    </PublicLayout>
  );
}
