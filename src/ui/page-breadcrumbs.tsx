// The breadcrumb over every area screen: links for the levels above, plain text for this one.
// A list in a named navigation landmark, as MUI's Breadcrumbs draws it, without its collapsing
// (a crumb trail here is two or three levels) and its code; each link is a 44 px target
// (ui/plain/surfaces.css, .pl-crumbs).
import Link from '@mui/material/Link';
import type { LinkOptions } from '@tanstack/react-router';
import { uiText } from '../domain/ui-text';
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
    <nav aria-label={uiText.breadcrumb}>
      <ol className="pl-crumbs">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="pl-crumbs__item">
            {index > 0 && <span className="pl-crumbs__separator" aria-hidden="true">/</span>}
            {crumb.link && index < crumbs.length - 1
              ? <CrumbLink label={crumb.label} link={crumb.link} />
              : <span className="pl-crumbs__current" aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
