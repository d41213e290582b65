// The patient banner as the routes place it: features/clients' banner with the signed-in person,
// so opening a patient's screen puts them at the top of that person's recent patients (the
// session lives in features/auth, which features/clients may not import).
import { useSession } from '../../features/auth/session-store';
import { PatientBanner } from '../../features/clients/patient-banner';

export function PatientBannerOf({ clientLocalId }: { clientLocalId: string }) {
  const session = useSession();
  return <PatientBanner clientLocalId={clientLocalId} seenBy={session ? String(session.userId) : undefined} />;
}
