// A digits-only input shows Persian digits as the person types (tables and dates do too), while
// the form keeps ASCII digits for storage and the server (000 §1, §9).
import type { ChangeEvent } from 'react';
import { digitsOnly, toPersianDigits } from '../domain/digits';

/** `value` and `onChange` for a TextField holding at most `limit` digits. */
export function persianDigitsInput(value: string, onDigits: (ascii: string) => void, limit: number) {
  return {
    value: toPersianDigits(value),
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
      const input = event.target;
      const caret = input.selectionStart;
      onDigits(digitsOnly(input.value).slice(0, limit));
      // Replacing '1' by '۱' rewrites the value, which puts the caret at the end: keep it where
      // the person was typing.
      if (caret !== null) {
        requestAnimationFrame(() => {
          if (document.activeElement === input) input.setSelectionRange(caret, caret);
        });
      }
    },
  };
}
