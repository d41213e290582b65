// Shown when the engine needs a real token (a 401 paused it, or the person signed in without a
// network): sign in online once, here; nothing queued is lost meanwhile.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { syncText } from '../../domain/sync-labels';

export function SignInPanel({ signedInOffline, children }: { signedInOffline: boolean; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sync-sign-in-title" sx={{ p: 2 }}>
      <Alert severity="warning">
        <Typography id="sync-sign-in-title" component="div" sx={{ fontWeight: 500, mb: 0.5 }}>{syncText.needsSignInTitle}</Typography>
        {signedInOffline && <Typography variant="body2">{syncText.signedInOffline}</Typography>}
        <Typography variant="body2">{syncText.needsSignIn}</Typography>
      </Alert>
      <Box sx={{ mt: 2, maxWidth: 420 }}>{children}</Box>
    </Paper>
  );
}
