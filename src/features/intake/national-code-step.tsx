// Intake step 1 (000 §2.10, §5): the national code twice; they must match and be 10 digits.
// The tablet's store first, then the server: found → straight to the documents; 404 → basic info.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { searchClientOnServer } from '../../api/client-search';
import { findByNationalCode, localDb } from '../../db/index';
import { rememberServerClient } from '../../db/remember-server-client';
import { digitsOnly } from '../../domain/digits';
import { messages } from '../../domain/messages';
import { kioskText } from '../../domain/reception-text';
import { kioskToken } from '../../ui/kiosk-mode';
import { keepRegistration } from '../../ui/registration-draft';

/** The client with this code, on the tablet or (online) on the server; undefined when new. */
async function lookUp(code: string): Promise<string | undefined> {
  const db = localDb();
  const local = await findByNationalCode(db, code);
  if (local) return local.localId;
  if (!navigator.onLine) return undefined;
  try {
    const found = await searchClientOnServer(code, 'all', kioskToken() ?? undefined);
    return found ? await rememberServerClient(db, found) : undefined;
  } catch {
    return undefined; // no answer: treated as new; the server merges a duplicate later (409)
  }
}

export function NationalCodeStep({ onNew, onFound }: { onNew: (code: string) => void; onFound: () => void }) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState<{ first?: string; second?: string }>({});
  const [busy, setBusy] = useState(false);

  async function check() {
    const problems = {
      first: first.length === 10 ? undefined : messages.nationalCodeInvalid,
      second: second.length !== 10 ? messages.nationalCodeInvalid : second !== first ? messages.nationalCodesDiffer : undefined,
    };
    setError(problems);
    if (problems.first || problems.second) return;
    setBusy(true);
    try {
      const existing = await lookUp(first);
      if (existing) {
        keepRegistration({ clientLocalId: existing, existing: true });
        onFound();
      } else {
        onNew(first);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" component="form" noValidate sx={{ p: 3, maxWidth: 480, mx: 'auto' }}
      onSubmit={(e) => { e.preventDefault(); void check(); }}>
      <Stack spacing={2}>
        <TextField label={kioskText.nationalCode} value={first} required autoComplete="off"
          onChange={(e) => setFirst(digitsOnly(e.target.value).slice(0, 10))} error={Boolean(error.first)} helperText={error.first}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        <TextField label={kioskText.nationalCodeAgain} value={second} required autoComplete="off"
          onChange={(e) => setSecond(digitsOnly(e.target.value).slice(0, 10))} error={Boolean(error.second)} helperText={error.second}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        <Button type="submit" variant="contained" loading={busy}>{kioskText.check}</Button>
      </Stack>
    </Paper>
  );
}
