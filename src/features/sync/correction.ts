// How the sync centre opens a refused create or edit in its own form: the forms belong to other
// features, so the route composes them in (features do not import each other).
import type { ReactNode } from 'react';
import type { OutboxEntry } from '../../db/index';

export interface Correction {
  /** Whether this refused entry has a form to correct it in. */
  can: (entry: OutboxEntry) => boolean;
  /** The form, open; `close` when it is done or cancelled. */
  render: (entry: OutboxEntry, close: () => void) => ReactNode;
}
