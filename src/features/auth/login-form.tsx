// The login form of every station (000 §5): trimmed on every change, empty when the page opens,
// both-empty refused without a request, the server's message in red above the form. Plain markup
// (ui/plain): the sign-in pages load no MUI.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
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
import { removeShellEarly, signInFieldIds, takeShellSignIn } from './shell-sign-in';
import { signIn } from './sign-in';

interface LoginFormProps {
  /** The consultation station signs in through its own endpoint. */
  consultation: boolean;
  onSignedIn: (session: Session) => void;
}

export function LoginForm({ consultation, onSignedIn }: LoginFormProps) {
  // Fresh state on every mount: the fields are cleared whenever a login page opens, but for what
  // was typed into the page's static shell before the script came (shell-sign-in.ts).
  const [shell] = useState(takeShellSignIn);
  const [userName, setUserName] = useState(shell?.userName ?? '');
  const [password, setPassword] = useState(shell?.password ?? '');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const loading = useSessionStore((state) => state.loading);

  const form = useRef<HTMLFormElement>(null);
  // The person goes on typing where they were in the shell, and a press of «ورود» there counts.
  useLayoutEffect(() => {
    if (!shell?.focused) return;
    // The shell goes first: while it stands the app's page is hidden (theme.css), and a hidden
    // field takes no focus, so the person's next keys would go nowhere. Its field has the same id.
    removeShellEarly();
    const input = form.current?.querySelector<HTMLInputElement>(`input[id="${signInFieldIds[shell.focused.field]}"]`);
    input?.focus();
    input?.setSelectionRange(shell.focused.caret, shell.focused.caret);
  }, [shell]);
  const shellSubmitSent = useRef(false);
  useEffect(() => {
    if (!shell?.submitted || shellSubmitSent.current) return;
    shellSubmitSent.current = true;
    form.current?.requestSubmit();
  }, [shell]);

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
    // method="dialog": outside a dialog a submit goes nowhere, so one the script does not catch
    // never puts the password in a URL.
    <form ref={form} className="pl-stack" method="dialog" noValidate onSubmit={submit}>
      {error && <PlainAlert severity="error" variant="outlined">{error}</PlainAlert>}
      <PlainTextField id={signInFieldIds.userName} label={appText.userName} value={userName} onChange={(event) => setUserName(event.target.value.trim())}
        autoComplete="off" placeholder=" " />
      <PlainTextField
        id={signInFieldIds.password}
        placeholder=" "
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
