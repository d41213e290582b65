// PLACEHOLDERS, one per area screen: each later issue replaces its screen's component in the
// route file and deletes the line here.
import { ScreenPlaceholder } from './screen-placeholder';

export const ClientManagmentPlaceholder = () => <ScreenPlaceholder screen="clientManagment" />;
export const AddClientPlaceholder = () => <ScreenPlaceholder screen="addClient" />;
export const AddClientStep2Placeholder = () => <ScreenPlaceholder screen="addClientStep2" />;
export const AddClientStep3Placeholder = () => <ScreenPlaceholder screen="addClientStep3" />;
export const ClientDetailPlaceholder = () => <ScreenPlaceholder screen="clientDetail" />;
export const ScreeningManagmentPlaceholder = () => <ScreenPlaceholder screen="screeningManagment" />;
export const ScreeningDetailPlaceholder = () => <ScreenPlaceholder screen="screeningDetail" />;
export const ScreeningTestPlaceholder = () => <ScreenPlaceholder screen="screeningTest" />;
export const HelperManagmentPlaceholder = () => <ScreenPlaceholder screen="helperManagment" />;
export const HelperDetailPlaceholder = () => <ScreenPlaceholder screen="helperDetail" />;
export const EortcTestPlaceholder = () => <ScreenPlaceholder screen="eortcTest" />;
export const RiskTestPlaceholder = () => <ScreenPlaceholder screen="riskTest" />;
export const DiseaseDataPlaceholder = () => <ScreenPlaceholder screen="diseaseData" />;
export const DiseaseDataUpdatePlaceholder = () => <ScreenPlaceholder screen="diseaseDataUpdate" />;
export const HomeVisitTestPlaceholder = () => <ScreenPlaceholder screen="homeVisitTest" />;
export const ConsultationManagmentPlaceholder = () => <ScreenPlaceholder screen="consultationManagment" />;
export const ConsultationDetailPlaceholder = () => <ScreenPlaceholder screen="consultationDetail" />;
export const AddConsultPlaceholder = () => <ScreenPlaceholder screen="addConsult" />;
export const CoveredPlaceholder = () => <ScreenPlaceholder screen="covered" />;
export const CoveredDetailPlaceholder = () => <ScreenPlaceholder screen="coveredDetail" />;
export const AdminManagmentPlaceholder = () => <ScreenPlaceholder screen="adminManagment" />;
export const AddAdminPlaceholder = () => <ScreenPlaceholder screen="addAdmin" />;
export const SyncCentrePlaceholder = () => <ScreenPlaceholder screen="syncCentre" />;
