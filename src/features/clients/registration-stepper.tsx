// The three steps of the staff registration (000 §2.7: basic info, documents, personal documents).
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { receptionText } from '../../domain/reception-text';

export function RegistrationStepper({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
      {receptionText.registrationSteps.map((label) => (
        <Step key={label}><StepLabel>{label}</StepLabel></Step>
      ))}
    </Stepper>
  );
}
