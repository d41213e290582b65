// Public intake wizard, step 3 of 4 (000 §2.2; matched case-insensitively, the landing links 'addnewclient').
import { createFileRoute } from '@tanstack/react-router';
import { IntakePlaceholder } from '../../../-components/intake-placeholder';

export const Route = createFileRoute('/reception/landing/AddnewClient/documents')({
  component: () => <IntakePlaceholder step={2} />,
});
