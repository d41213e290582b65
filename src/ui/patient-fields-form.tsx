// A <form> around a dialog's patient fields, there only so that autocomplete="off" covers every
// one of them: MUI draws a multiline field with a hidden second textarea that
// measures its height and holds a copy of its text, and takes no attribute of its own; a field
// without one takes its form's. It never submits: the dialog's own buttons save.
import type { ReactNode } from 'react';

export function PatientFieldsForm({ children }: { children: ReactNode }) {
  return (
    <form autoComplete="off" noValidate onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}
