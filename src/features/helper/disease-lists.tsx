// The two editable lists of the disease data form (001 §5): past diseases (name and year both
// needed to add) and covered charity centres (a name needed to add).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '../../domain/digits';
import { helperText } from '../../domain/helper-text';
import { persianDigitsInput } from '../../ui/digits-input';
import type { PastDisease } from './save-disease-data';

export function PastDiseaseList({ items, onChange }: { items: PastDisease[]; onChange: (items: PastDisease[]) => void }) {
  const [name, setName] = useState('');
  const [year, setYear] = useState('');
  const canAdd = name.trim() !== '' && year.trim() !== '';
  const add = () => {
    onChange([...items, { diseaseName: name.trim(), yearOfAfflicted: year.trim() }]);
    setName('');
    setYear('');
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">{helperText.pastMedical}</Typography>
      <Stack direction="row" spacing={1}>
        <TextField size="small" label={helperText.diseaseName} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField size="small" label={helperText.pastYear} {...persianDigitsInput(year, setYear, 4)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <Button onClick={add} disabled={!canAdd}>{helperText.add}</Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {items.map((item, index) => (
          <Chip key={index} label={`${item.diseaseName} (${toPersianDigits(item.yearOfAfflicted)})`} onDelete={() => onChange(items.filter((_, i) => i !== index))} />
        ))}
      </Stack>
    </Stack>
  );
}

export function InstituteList({ items, onChange }: { items: string[]; onChange: (items: string[]) => void }) {
  const [name, setName] = useState('');
  const add = () => {
    onChange([...items, name.trim()]);
    setName('');
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">{helperText.institutes}</Typography>
      <Stack direction="row" spacing={1}>
        <TextField size="small" label={helperText.instituteName} value={name} onChange={(e) => setName(e.target.value)} />
        <Button onClick={add} disabled={name.trim() === ''}>{helperText.add}</Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {items.map((item, index) => (
          <Chip key={index} label={item} onDelete={() => onChange(items.filter((_, i) => i !== index))} />
        ))}
      </Stack>
    </Stack>
  );
}
