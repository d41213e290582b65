// The public landing (000 §2.1): a greeting to the visitor, the way into the intake, and staff entry.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { appText } from '../../domain/stations';
import { PublicLayout } from './public-layout';

/** The seeds' link is lower-case; the route matches case-insensitively. */
const intakePath = '/reception/landing/addnewclient/nationalCode';

export function LandingPage() {
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <Stack spacing={3} sx={{ textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {appText.landingGreeting}
        </Typography>
        <Typography>{appText.landingInvite}</Typography>
        <Button variant="contained" size="large" onClick={() => void navigate({ href: intakePath })}>
          {appText.landingEnterData}
        </Button>
        <Button variant="outlined" onClick={() => void navigate({ href: '/adminlanding' })}>
          {appText.landingAdmin}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
