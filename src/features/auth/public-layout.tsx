// The shared frame of the landing, chooser and login pages (000 §2.1): logo, institute name, card.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { appText } from '../../domain/stations';

export function PublicLayout({ children, width = 420 }: { children: ReactNode; width?: number }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: 2, gap: 2, bgcolor: 'background.default' }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={72} height={72} />
      <Typography component="p" variant="h6" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {appText.instituteName}
      </Typography>
      <Card sx={{ width: '100%', maxWidth: width }} elevation={3}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
