// One patient in reception's day lists: the name (in its own direction), the national code, a
// time, marks, and the actions; the name opens the client.
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import type { ClientRow } from '../../db/react/index';
import { toPersianDigits } from '../../domain/digits';
import { patientBannerText } from '../../domain/patient-banner-text';
import { useLink } from '../../ui/use-link';

export function PatientRow({ client, link, time, marks, actions }: {
  client: ClientRow; link: LinkOptions; time: string; marks?: ReactNode; actions?: ReactNode;
}) {
  const open = useLink(link);
  const { firstName, lastName, nationalCode } = client.fields;
  return (
    <ListItem divider secondaryAction={actions} sx={{ pr: 16 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        {/* A tap target of 44 px, as every control the screen walk measures (WCAG 2.5.5). */}
        <Link {...open} sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 }}><bdi>{`${firstName} ${lastName}`}</bdi></Link>
        <Typography variant="body2">{`${patientBannerText.nationalCode} ${toPersianDigits(nationalCode)}`}</Typography>
        <Typography variant="body2" color="text.secondary">{time}</Typography>
        {marks}
      </Stack>
    </ListItem>
  );
}
