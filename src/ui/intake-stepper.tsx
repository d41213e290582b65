// The four-step indicator of the intake (000 §2.9, §2.2): national code check, basic info,
// documents, personal info; the steps before the current one show as completed.
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { toPersianDigits } from '../domain/digits';
import { appText } from '../domain/stations';

export function IntakeStepper({ active }: { active: 0 | 1 | 2 | 3 }) {
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
      {appText.intakeStepper.map((label, index) => (
        <Step key={label} completed={index < active}><StepLabel icon={toPersianDigits(index + 1)}>{label}</StepLabel></Step>
      ))}
    </Stepper>
  );
}
