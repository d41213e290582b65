// Leads a person to what stops a form: after a refused submit, the first field marked invalid is
// scrolled to the middle of the screen and focused, so a long form on a tablet does not leave
// them looking at a button and a toast with the problem out of sight. A field says it is invalid
// with aria-invalid (MUI's inputs and selects do this from `error`, YesNoField on its group).
import { flushSync } from 'react-dom';

const invalidMark = '[aria-invalid="true"]:not([aria-hidden="true"])';
const focusable = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** Focuses the first invalid field inside `root`; false when there is none. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const first = root?.querySelector<HTMLElement>(invalidMark);
  if (!first) return false;
  // A group (the radios of a yes/no question) is led to through its first control.
  const target = first.matches(focusable) ? first : first.querySelector<HTMLElement>(focusable) ?? first;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/** Runs what reveals a form's errors (a submit check, a "tried" flag) with its marks committed to
 *  the page at once, then leads to the first of them; returns what `reveal` returned. */
export function revealAndLead<R>(root: ParentNode | null | undefined, reveal: () => R): R {
  const result = flushSync(reveal);
  focusFirstInvalid(root);
  return result;
}
