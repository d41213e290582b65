// The login form of every station (000 §5): trimmed on every change, empty when the page opens,
// both-empty refused without a request, the server's message in red above the form. Plain markup
// (ui/plain): the sign-in pages load no MUI.
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import { messages } from '../../domain/messages';
import { appText } from '../../domain/stations';
import { PlainAlert } from '../../ui/plain/alert';
import { PlainButton } from '../../ui/plain/button';
import { Icon } from '../../ui/plain/icon';
import { iconPaths } from '../../ui/plain/icon-paths';
import { PlainTextField } from '../../ui/plain/text-field';
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
    <form className="pl-stack" noValidate onSubmit={submit}>
      {error && <PlainAlert severity="error" variant="outlined">{error}</PlainAlert>}
      <PlainTextField label={appText.userName} value={userName} onChange={(event) => setUserName(event.target.value.trim())} autoComplete="off" />
      <PlainTextField
        label={appText.password}
        type={showPassword ? 'text' : 'password'}
        value={password}
        onChange={(event) => setPassword(event.target.value.trim())}
        autoComplete="off"
        endAdornment={
          <button type="button" className="pl-icon-button" aria-label={showPassword ? appText.hidePassword : appText.showPassword}
            onClick={() => setShowPassword((shown) => !shown)}>
            <Icon paths={showPassword ? iconPaths.visibilityOff : iconPaths.visibility} />
          </button>
        }
      />
      <PlainButton type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {appText.login}
      </PlainButton>
    </form>
  );
}
