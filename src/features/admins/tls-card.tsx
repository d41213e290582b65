// SuperAdmin's «گواهی امنیتی» card: the fingerprint staff compare with a tablet's before trusting
// the clinic's certificate, when the served certificate ends, and the certificate page's address.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { readTlsCertificate, type TlsCertificate } from '../../api/tls';
import { formatJalali } from '../../domain/jalali';
import { tlsCardText } from '../../domain/tls-card-text';
import { isOffline, reportAdminError } from './needs-network';

export function TlsCard() {
  const [certificate, setCertificate] = useState<TlsCertificate | null>(null);
  useEffect(() => {
    if (isOffline()) return;
    readTlsCertificate().then(setCertificate, reportAdminError);
  }, []);
  if (!certificate) return null;
  const caPage = certificate.plainPort ? `http://${window.location.hostname}:${certificate.plainPort}/ca` : null;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-label={tlsCardText.cardTitle}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{tlsCardText.cardTitle}</Typography>
        {!certificate.enabled ? <Alert severity="info">{tlsCardText.cardNoHttps}</Alert> : (
          <>
            <Typography variant="body2" color="text.secondary">{certificate.own ? tlsCardText.cardOwnFingerprint : tlsCardText.cardFingerprint}</Typography>
            <Typography dir="ltr" data-testid="tls-fingerprint" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', my: 1 }}>{certificate.fingerprint}</Typography>
            {certificate.notAfter && <Typography variant="body2">{tlsCardText.cardValidUntil} {formatJalali(certificate.notAfter)}</Typography>}
            {caPage && <Link href={caPage}>{tlsCardText.cardCaPage}</Link>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
