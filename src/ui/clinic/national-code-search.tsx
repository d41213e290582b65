// The national-code search of every clinical list (000 §5, 001 §5): digits only; Enter or the
// button searches; anything but exactly 10 digits, or no such client, shows 'موردی یافت نشد'
// and clears the box and the result.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { clinicalText } from '../../domain/clinical-text';
import { messages } from '../../domain/messages';
import { persianDigitsInput } from '../digits-input';
import { showToast } from '../toast-store';

interface NationalCodeSearchProps<Row> {
  search: (nationalCode: string) => Promise<Row | undefined>;
  onResult: (row: Row | undefined) => void;
}

export function NationalCodeSearch<Row>({ search, onResult }: NationalCodeSearchProps<Row>) {
  const [code, setCode] = useState('');
  const notFound = () => {
    showToast('info', messages.notFound);
    setCode('');
    onResult(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 10) return notFound();
    const row = await search(code);
    if (!row) return notFound();
    onResult(row);
  };
  return (
    <Stack component="form" role="search" autoComplete="off" direction="row" spacing={1} sx={{ mb: 2 }} onSubmit={(e) => void submit(e)}>
      <TextField
        size="small"
        label={clinicalText.searchLabel}
        {...persianDigitsInput(code, setCode, 10)}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <Button type="submit" variant="contained">{clinicalText.search}</Button>
    </Stack>
  );
}
