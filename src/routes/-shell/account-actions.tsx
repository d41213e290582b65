// What a signed-in person can do with their account, wherever the shell offers it (the top bar's
// account menu, the phone's drawer): change their password and sign out. One place, so a step
// added before signing out (the warning about unsent work) reaches every way out.
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSession, useSessionStore } from '../../features/auth/session-store';
import { signOut } from '../../features/auth/sign-out';
import { useSignOutWarning } from '../../features/auth/sign-out-warning';
import { ChangePasswordDialog } from '../../features/admins/change-password-dialog';

export interface AccountActions {
  /** True while the sign-out runs (the server told, the session cleared). */
  signingOut: boolean;
  /** Signs out, first asking when this person's work is still unsent. */
  signOut: () => Promise<void>;
  changePassword: () => void;
  /** The dialogs these actions open: rendered once by the shell, outside the menu or drawer that
   *  opened them (a phone's drawer closes as the dialog opens). */
  dialogs: ReactNode;
}

export function useAccountActions(): AccountActions {
  const [changingPassword, setChangingPassword] = useState(false);
  const signingOut = useSessionStore((state) => state.loading);
  const session = useSession();
  const navigate = useNavigate();
  const leave = useCallback(async () => {
    await signOut();
    await navigate({ to: '/', replace: true });
  }, [navigate]);
  const { ask, warning } = useSignOutWarning(session ? String(session.userId) : undefined, leave);
  return {
    signingOut,
    signOut: ask,
    changePassword: () => setChangingPassword(true),
    dialogs: (
      <>
        <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        {warning}
      </>
    ),
  };
}
