// The breadcrumb over every area screen: links for the levels above, plain text for this one.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useHrefLink } from './use-href-link';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

function CrumbLink({ crumb }: { crumb: Crumb & { href: string } }) {
  const link = useHrefLink(crumb.href);
  return (
    <Link underline="hover" color="inherit" {...link}>
      {crumb.label}
    </Link>
  );
}

export function PageBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumbs aria-label="breadcrumb" separator="/" sx={{ mb: 2 }}>
      {crumbs.map((crumb, index) =>
        crumb.href && index < crumbs.length - 1 ? (
          <CrumbLink key={crumb.label} crumb={{ ...crumb, href: crumb.href }} />
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
