// A station's login page: its title and icon over the shared login form (000 §2.1, §5).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { homePath, type Area } from '../../domain/roles';
import { appText, stationTitles } from '../../domain/stations';
import { LoginForm } from './login-form';
import { PublicLayout } from './public-layout';
import { StationIcon } from './station-icon';

export function LoginPage({ area }: { area: Area }) {
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <StationIcon area={area} size={48} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {`${appText.loginTo} ${stationTitles[area]}`}
          </Typography>
        </Stack>
        {/* key: a new form (empty fields) whenever another station's page opens. */}
        <LoginForm
          key={area}
          consultation={area === 'consultation'}
          onSignedIn={(session) => void navigate({ href: homePath(session.role), replace: true })}
        />
      </Stack>
    </PublicLayout>
  );
}
