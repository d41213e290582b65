// «چاپ خلاصه پرونده» on a patient's clinical detail (issue 37 §3): the screen prints as it is
// (personal data, the banner's flags and open follow-up) with, on paper only, the patient's
// records of the kinds the signed-in role may read (the permission table decides).
import { useSession } from '../../features/auth/session-store';
import { PatientRecordsForPrint, type PrintedKind } from '../../features/clients/patient-records-print';
import { roleMay, type Station } from '../../domain/permissions';
import { printText } from '../../domain/print-text';
import { PrintButton } from '../../ui/print/print-button';

const stationOf: Record<PrintedKind, Station> = { screeningTest: 'screening', helperTest: 'helper', consultation: 'consultation', examination: 'covered' };

export function PatientPrintButton() {
  return <PrintButton label={printText.actionSummary} />;
}

export function PatientPrintRecords({ clientLocalId }: { clientLocalId: string }) {
  const session = useSession();
  return <PatientRecordsForPrint clientLocalId={clientLocalId} mayRead={(kind) => Boolean(session && roleMay(session.role, stationOf[kind]))} />;
}
