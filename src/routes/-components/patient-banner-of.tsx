// The patient banner as the routes place it: features/clients' banner with the signed-in person,
// so opening a patient's screen puts them at the top of that person's recent patients (the
// session lives in features/auth, which features/clients may not import), and an open follow-up
// marked for the roles that may see its cause (the follow-up station's).
import { useSession } from '../../features/auth/session-store';
import { PatientBanner } from '../../features/clients/patient-banner';
import { OpenFollowUpChip } from '../../features/follow-up/open-follow-up-chip';
import { roleMay } from '../../domain/permissions';

export function PatientBannerOf({ clientLocalId }: { clientLocalId: string }) {
  const session = useSession();
  const followUp = session && roleMay(session.role, 'followUp') ? <OpenFollowUpChip clientLocalId={clientLocalId} /> : undefined;
  return <PatientBanner clientLocalId={clientLocalId} seenBy={session ? String(session.userId) : undefined} extra={followUp} />;
}
