// The three steps of the staff registration (000 §2.7: basic info, documents, personal documents).
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { toPersianDigits } from '../../domain/digits';
import { receptionText } from '../../domain/reception-text';

export function RegistrationStepper({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
      {receptionText.registrationSteps.map((label, index) => (
        <Step key={label}><StepLabel icon={toPersianDigits(index + 1)}>{label}</StepLabel></Step>
      ))}
    </Stepper>
  );
}
