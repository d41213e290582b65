// The three steps of the staff registration (000 §2.7: basic info, documents, personal documents).
import { receptionText } from '../../domain/reception-text';
import { StepIndicator } from '../../ui/intake-stepper';

export function RegistrationStepper({ active }: { active: 0 | 1 | 2 }) {
  return <StepIndicator labels={receptionText.registrationSteps} active={active} />;
}
