// The breadcrumb over every area screen: links for the levels above, plain text for this one.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { useLink } from './use-link';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  link?: LinkOptions;
}

function CrumbLink({ label, link }: { label: string; link: LinkOptions }) {
  const anchor = useLink(link);
  return (
    <Link underline="hover" color="inherit" {...anchor}>
      {label}
    </Link>
  );
}

export function PageBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumbs aria-label="breadcrumb" separator="/" sx={{ mb: 2 }}>
      {crumbs.map((crumb, index) =>
        crumb.link && index < crumbs.length - 1 ? (
          <CrumbLink key={crumb.label} label={crumb.label} link={crumb.link} />
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
