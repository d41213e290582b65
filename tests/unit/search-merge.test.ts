// @vitest-environment node
// The search box online (issue 36 §1): the server's page for the whole clinic, with the tablet's
// own unsent matches (no server id yet) before it on the first page, each client once.
import { describe, expect, it } from 'vitest';
import type { ClientRow } from '../../src/db/index';
import { mergeSearchPages } from '../../src/sync/search-clients';
import { clientFields } from './db-fixtures';

const row = (localId: string, serverId?: number): ClientRow => ({
  localId, serverId, fields: clientFields(1), nationalCode: '', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
  deleted: 0, submitted: 0, inAll: 1, inCovered: 0, inScreening: 1,
});

describe('merging the local and the server search pages', () => {
  it('puts the unsent local matches first on page 1 and counts them in the total', () => {
    const local = { rows: [row('new-1'), row('a', 1)], total: 2 };
    const server = { rows: [row('a', 1), row('b', 2)], total: 9 };
    const merged = mergeSearchPages(local, server, 1);
    expect(merged.rows.map((r) => r.localId)).toEqual(['new-1', 'a', 'b']);
    expect(merged.total).toBe(10);
  });

  it('shows the server page alone after page 1, and a client once', () => {
    const local = { rows: [row('new-1')], total: 1 };
    const server = { rows: [row('c', 3)], total: 9 };
    expect(mergeSearchPages(local, server, 2)).toEqual({ rows: [row('c', 3)], total: 9 });
    const same = row('new-2');
    expect(mergeSearchPages({ rows: [same], total: 1 }, { rows: [same], total: 1 }, 1).rows).toHaveLength(1);
  });
});
