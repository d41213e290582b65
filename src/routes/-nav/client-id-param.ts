// The `$id` of the screens that show one client: a client's local id, a UUID made on a tablet or
// `server-clients-{n}` for a client first pulled from the server. Any other id names no client, so
// the route answers "not found" instead of rendering a page for a client that cannot exist.
import { notFound } from '@tanstack/react-router';

const localIdPattern = /^[\w-]+$/;

export const clientIdParam = {
  parse: ({ id }: { id: string }): { id: string } => {
    if (!localIdPattern.test(id)) throw notFound();
    return { id };
  },
  stringify: ({ id }: { id: string }) => ({ id }),
};
