// The generic router failure page (000 §2.2: 'Unexpected Application Error!') and not-found. The
// error's own text (often 'Failed to fetch dynamically imported module…' after an update) means
// nothing to the clinic's staff: they read what to do, in Persian, and get a reload button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '../../domain/messages';
import { appText } from '../../domain/stations';

function Frame({ title, help, canReload }: { title: string; help?: string; canReload?: boolean }) {
  return (
    <Box component="main" role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" dir="ltr" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {help && <Typography sx={{ mb: 1 }}>{help}</Typography>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 2 }}>
        {canReload && (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {appText.reloadPage}
          </Button>
        )}
        <Button href="/" variant="outlined">
          {appText.backHome}
        </Button>
      </Stack>
    </Box>
  );
}

export function RouterErrorPage({ error }: { error: unknown }) {
  // For whoever reads the console; the page itself shows no technical text.
  console.error('router error', error instanceof Error ? error.name : typeof error);
  return <Frame title={messages.routerError} help={appText.routerErrorHelp} canReload />;
}

export function NotFoundPage() {
  return <Frame title={appText.notFound} />;
}
