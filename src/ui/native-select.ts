// The one kind of select in every form: the browser's own (a tablet opens its own wheel or list,
// and keyboard and screen reader come with it) inside MUI's TextField for the outline and label,
// with the label kept above so the "choose" option never sits under it.
import { ariaRequired } from './required-label';

export function nativeSelectSlots(required = false) {
  return { select: { native: true }, inputLabel: { shrink: true }, ...(required ? { htmlInput: ariaRequired } : {}) } as const;
}

/** A chosen option's number, or null for the "choose" option (value ''). */
export const chosenNumber = (value: string): number | null => (value === '' ? null : Number(value));
