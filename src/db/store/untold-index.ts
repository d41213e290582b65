// Which outbox entries have an outcome a person is still to be told of (outbox/outcome-notices.ts): a
// refusal, or an SMS the server took, not yet told (`noticeFor` becomes the entry's id once told).
// Kept as a field of its own, indexed, and derived from the entry on every write to the outbox,
// whoever writes it (a refusal, a done mark written as stored, a claim, a correction), so no
// writer can forget it. The watch then reads these few entries alone, not every refused entry and
// done SMS on each outbox change (a replay changes the outbox with every answer). It lives with
// the schema, below outbox/, because the database installs it; it compares table names only.
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import type { OutboxEntry } from './types';

/** The indexed field: 1 while the entry's outcome is untold, absent otherwise. */
export const untoldField = 'untold';

type Fields = Pick<OutboxEntry, 'id' | 'state' | 'announce' | 'noticeFor'>;

export function hasUntoldOutcome(entry: Fields): boolean {
  return (entry.state === 'failed' || (entry.state === 'done' && entry.announce === true)) && entry.noticeFor !== entry.id;
}

/** The row with the field set as its other fields say (the fields read are plain: a row as
 * stored, its sealed part still sealed, is marked alike). */
export function withUntold<T extends object>(row: T): T {
  const marked = hasUntoldOutcome(row as unknown as Fields);
  if (marked === (untoldField in row)) return row;
  if (marked) return { ...row, [untoldField]: 1 };
  const { [untoldField]: _gone, ...rest } = row as Record<string, unknown>;
  return rest as T;
}

/** Above Dexie's observability (level 0), so a live query over the index sees the field change. */
export const untoldMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'outbox-untold',
  level: 0.5,
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (name !== 'outbox') return table;
      return {
        ...table,
        mutate: (req: DBCoreMutateRequest) => (req.type === 'add' || req.type === 'put'
          ? table.mutate({ ...req, values: req.values.map((row: object) => withUntold(row)) })
          : table.mutate(req)),
      };
    },
  }),
};
