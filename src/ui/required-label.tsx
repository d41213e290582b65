// A required field's label for the clinical forms: its words and an asterisk drawn by CSS, so the
// mark shows from the start (not only once a save was refused) while the label's text, which
// names the field, stays the words alone. The same node draws the outline's notch, so the notch
// leaves room for the asterisk. The field itself says it is required with aria-required.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function requiredLabel(text: string): ReactNode {
  return (
    <>
      {text}
      <Box component="span" aria-hidden sx={{ '&::after': { content: '"\\2009*"' } }} />
    </>
  );
}

/** For a text field's htmlInput slot (a select's display takes it through its select slot). */
export const ariaRequired = { 'aria-required': true } as const;
