// Before a person signs out of a shared tablet: their work not yet on the server stays here and
// goes only with their own next sign-in on this tablet (their token sends it). With something
// unsent they are told how much, and asked; with nothing, they leave at once. The account menu and
// the lock screen both sign out through it. The count reads the queue's plain fields, so it works
// on the lock screen too, where the tablet holds no key.
import { useCallback, useState, type ReactNode } from 'react';
import { localDb, unsentCountOf } from '../../db/index';
import { syncText } from '../../domain/sync-labels';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export interface SignOutWarning {
  /** Call instead of `leave`: leaves at once, or first asks when work is unsent. */
  ask: () => Promise<void>;
  /** Render it beside the button that calls `ask`. */
  warning: ReactNode;
}

/** `leave` signs out and moves on; `userId` is the person signed in. */
export function useSignOutWarning(userId: string | undefined, leave: () => unknown): SignOutWarning {
  const [unsent, setUnsent] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const ask = useCallback(async () => {
    // A store that cannot be read must not keep a person from signing out.
    const count = userId === undefined ? 0 : await unsentCountOf(localDb(), userId).catch(() => 0);
    if (count === 0) await leave();
    else setUnsent(count);
  }, [userId, leave]);
  const confirm = async () => {
    setLeaving(true);
    try {
      await leave();
    } finally {
      setLeaving(false);
      setUnsent(0);
    }
  };
  const warning = (
    <ConfirmDialog open={unsent > 0} text={syncText.signOutUnsent(unsent)} busy={leaving}
      onConfirm={() => void confirm()} onClose={() => setUnsent(0)} />
  );
  return { ask, warning };
}
