// A sign-in page's static shell (app/public-shell.ts) carries the form itself, so a person can type
// at the first paint of a cold start instead of waiting for the script. public/shell-sign-in.js,
// a few lines loaded beside the shell, keeps a press of «ورود» (or Enter) there on the form, sent
// nowhere. When the app takes the page over it takes over what the shell holds: the two fields,
// the field being typed in with its caret, and that press (login-form.tsx).
export const signInFieldIds = { userName: 'sign-in-user', password: 'sign-in-password' } as const;

/** The attributes shell-sign-in.js sets on the shell's form: submitted, and «ورود» held down. */
export const shellSubmittedAttribute = 'data-submitted';
export const shellPressingAttribute = 'data-pressing';

type Field = keyof typeof signInFieldIds;

export interface ShellSignIn {
  userName: string;
  password: string;
  focused?: { field: Field; caret: number };
  submitted: boolean;
}

/** What the shell's form holds while the shell stands (the first render of the public app, which
 *  removes the shell in its layout effect), else undefined: a login form drawn later starts empty.
 *  Nothing is kept past the shell: on a shared tablet, what one person typed there must never fill
 *  (or send) a form that another opens later, say after a signed-in start that went home. */
export function takeShellSignIn(): ShellSignIn | undefined {
  const form = document.querySelector<HTMLFormElement>('#shell form');
  if (!form) return undefined;
  const input = (field: Field) => form.querySelector<HTMLInputElement>(`input[id="${signInFieldIds[field]}"]`);
  const focusedField = (Object.keys(signInFieldIds) as Field[]).find((field) => input(field) === document.activeElement);
  return {
    userName: input('userName')?.value.trim() ?? '',
    password: input('password')?.value.trim() ?? '',
    focused: focusedField ? { field: focusedField, caret: input(focusedField)?.selectionStart ?? 0 } : undefined,
    // A press held down as the app takes over ends on the app's button, where it clicks nothing.
    submitted: form.hasAttribute(shellSubmittedAttribute) || form.hasAttribute(shellPressingAttribute),
  };
}

/** Removes the static shell a moment before the app would (app/static-shell.ts), for a form that
 *  must take the focus in its layout effect: while the shell stands, theme.css hides the app. */
export function removeShellEarly(): void {
  document.getElementById('shell')?.remove();
}
