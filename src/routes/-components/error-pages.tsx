// The generic router failure page (000 §2.2: 'Unexpected Application Error!') and not-found.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '../../domain/messages';
import { appText } from '../../domain/stations';

function Frame({ title, detail }: { title: string; detail?: string }) {
  return (
    <Box component="main" role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" dir="ltr" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {detail && (
        <Typography component="pre" dir="ltr" sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap' }}>
          {detail}
        </Typography>
      )}
      <Button href="/" variant="outlined" sx={{ mt: 2 }}>
        {appText.backHome}
      </Button>
    </Box>
  );
}

export function RouterErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return <Frame title={messages.routerError} detail={detail} />;
}

export function NotFoundPage() {
  return <Frame title={appText.notFound} />;
}
