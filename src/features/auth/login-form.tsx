// The login form of every station (000 §5): trimmed on every change, empty when the page opens,
// both-empty refused without a request, the server's message in red above the form.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { ApiError } from '../../api/errors';
import { messages } from '../../domain/messages';
import { appText } from '../../domain/stations';
import { OutlinedTextField } from '../../ui/outlined-text-field';
import { reportError } from '../../ui/toast-store';
import { useSessionStore, type Session } from './session-store';
import { signIn } from './sign-in';

interface LoginFormProps {
  /** The consultation station signs in through its own endpoint. */
  consultation: boolean;
  onSignedIn: (session: Session) => void;
}

export function LoginForm({ consultation, onSignedIn }: LoginFormProps) {
  // Fresh state on every mount: the fields are cleared whenever a login page opens.
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const loading = useSessionStore((state) => state.loading);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (!userName && !password) {
      setError(messages.loginBothEmpty);
      return;
    }
    setError('');
    try {
      onSignedIn(await signIn(userName, password, consultation));
    } catch (failure) {
      if (failure instanceof ApiError && failure.serverMessage) setError(failure.serverMessage);
      else reportError(failure);
    }
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {error && (
        <Alert severity="error" variant="outlined" role="alert" sx={{ color: 'error.main' }}>
          {error}
        </Alert>
      )}
      {/* Not TextField: it would bring Select, Modal and the transitions to the first route. */}
      <OutlinedTextField
        label={appText.userName}
        value={userName}
        onChange={(event) => setUserName(event.target.value.trim())}
        autoComplete="off"
      />
      <OutlinedTextField
        label={appText.password}
        type={showPassword ? 'text' : 'password'}
        value={password}
        onChange={(event) => setPassword(event.target.value.trim())}
        autoComplete="off"
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={showPassword ? appText.hidePassword : appText.showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {appText.login}
      </Button>
    </Stack>
  );
}
