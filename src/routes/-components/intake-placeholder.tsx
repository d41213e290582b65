// The public intake wizard's steps (000 §2.2, §2.10) until the intake issue builds them: the
// four-step indicator and the step's name.
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { appText } from '../../domain/stations';

export function IntakePlaceholder({ step }: { step: 0 | 1 | 2 | 3 }) {
  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', p: 3 }} data-intake-step={step + 1}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {appText.intakeStepper.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {appText.intakeStepper[step]}
      </Typography>
      <Typography color="text.secondary">{appText.placeholderNote}</Typography>
    </Box>
  );
}
