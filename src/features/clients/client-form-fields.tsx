// Every field of 000 §3 "Client" with its coded values and Persian labels: the add-client step,
// the edit modal and the kiosk's basic-info step all render this.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { educationLabels, genderLabels, housingLabels, maritalStatusLabels } from '../../domain/codes';
import type { ClientFormValues } from '../../domain/client-form';
import { clientFieldLabels as labels, receptionText } from '../../domain/reception-text';
import { persianDigitsInput } from '../../ui/digits-input';
import { JalaliDateField } from '../../ui/jalali-date-field';
import type { ClientForm } from './use-client-form';
import { ownDirectionInput } from '../../ui/own-direction-text';

type TextKey = 'firstName' | 'lastName' | 'fatherName' | 'nationality' | 'address';
type DigitKey = 'nationalCode' | 'birthCertificateNumber' | 'childNumber' | 'phoneNumber';
type CodeKey = 'gender' | 'education' | 'maritalStatus' | 'housing';
type FlagKey = 'isCoveredPatient' | 'isScreening' | 'isPersonnel' | 'isNew';

const codeLabels: Record<CodeKey, Record<number, string>> = {
  gender: genderLabels, education: educationLabels, maritalStatus: maritalStatusLabels, housing: housingLabels,
};
const digitLimits: Record<DigitKey, number> = { nationalCode: 10, birthCertificateNumber: 20, childNumber: 2, phoneNumber: 11 };

export interface ClientFormFieldsProps {
  form: ClientForm;
  /** The role checkboxes this form shows (000 §3: step 1 has no personnel box). */
  flags: FlagKey[];
  /** The kiosk's basic-info step takes the national code from step 1 (000 §5 "second variant"). */
  hideNationalCode?: boolean;
}

export function ClientFormFields({ form, flags, hideNationalCode }: ClientFormFieldsProps) {
  const { values, errors, set, touch } = form;
  const text = (key: TextKey, multiline = false) => (
    <TextField key={key} label={labels[key]} value={values[key]} required fullWidth multiline={multiline} minRows={multiline ? 2 : undefined}
      onChange={(e) => set(key, e.target.value)} onBlur={() => touch(key)}
      error={Boolean(errors[key])} helperText={errors[key] ?? ' '} sx={multiline ? { gridColumn: '1 / -1' } : undefined} slotProps={{ htmlInput: ownDirectionInput }} />
  );
  const digits = (key: DigitKey) => (
    <TextField key={key} label={labels[key]} required fullWidth {...persianDigitsInput(values[key], (ascii) => set(key, ascii), digitLimits[key])}
      onBlur={() => touch(key)}
      error={Boolean(errors[key])} helperText={errors[key] ?? ' '} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
  );
  const code = (key: CodeKey) => (
    <TextField key={key} select label={labels[key]} value={String(values[key])} required fullWidth
      onChange={(e) => set(key, Number(e.target.value))} onBlur={() => touch(key)}
      error={Boolean(errors[key])} helperText={errors[key] ?? ' '} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="-1">{receptionText.choose}</option>
      {Object.entries(codeLabels[key]).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
    </TextField>
  );
  const flag = (key: FlagKey) => (
    <FormControlLabel key={key} label={labels[key]}
      control={<Checkbox checked={values[key]} onChange={(e) => { set(key, e.target.checked); touch('roles'); }} />} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
      {text('firstName')}
      {text('lastName')}
      {text('fatherName')}
      {!hideNationalCode && digits('nationalCode')}
      {text('nationality')}
      {digits('birthCertificateNumber')}
      <JalaliDateField label={labels.birthDay} value={values.birthDay} required onChange={(g) => set('birthDay', g)}
        onBlur={() => touch('birthDay')} error={Boolean(errors.birthDay)} helperText={errors.birthDay ?? ' '} />
      {code('gender')}
      {code('education')}
      {code('maritalStatus')}
      {digits('childNumber')}
      {code('housing')}
      {digits('phoneNumber')}
      {text('address', true)}
      {flags.length > 0 && (
        <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-labelledby="client-roles-label" aria-invalid={errors.roles ? true : undefined}>
          <FormLabel id="client-roles-label">{receptionText.roleHeading}</FormLabel>
          <FormGroup row>{flags.map(flag)}</FormGroup>
          {errors.roles && <FormHelperText error>{errors.roles}</FormHelperText>}
        </Box>
      )}
    </Box>
  );
}

export type { ClientFormValues };
