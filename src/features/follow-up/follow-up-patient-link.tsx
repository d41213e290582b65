// The patient's name on a follow-up row, as a link to their detail in this person's station
// (the form opened from there shows the patient's banner); plain text while the tablet cannot
// say which of its rows the patient is.
import Link from '@mui/material/Link';
import type { LinkOptions } from '@tanstack/react-router';
import { useLink } from '../../ui/use-link';

export function FollowUpPatientLink({ name, link }: { name: string; link: LinkOptions | undefined }) {
  if (!link) return <bdi>{name}</bdi>;
  return <LinkTo name={name} link={link} />;
}

function LinkTo({ name, link }: { name: string; link: LinkOptions }) {
  const open = useLink(link);
  // A tap target of 44 px, as every control the screen walk measures (WCAG 2.5.5).
  return (
    <Link {...open} sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 }}>
      <bdi>{name}</bdi>
    </Link>
  );
}
