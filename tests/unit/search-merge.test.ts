// @vitest-environment node
// The search box online (issue 36 §1): the server's pages for the whole clinic, with the tablet's
// own unsent matches (no server id yet) before them; a page never holds more than 6, and the pages
// after the first go on where it stopped (the server's rows shifted by the unsent ones).
import { describe, expect, it } from 'vitest';
import type { ClientRow } from '../../src/db/index';
import { mergeSearchPages, serverWindowOf } from '../../src/sync/search-clients';
import { clientFields } from './db-fixtures';

const row = (localId: string, serverId?: number): ClientRow => ({
  localId, serverId, fields: clientFields(1), nationalCode: '', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
  deleted: 0, submitted: 0, inAll: 1, inCovered: 0, inScreening: 1,
});
const serverRows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(`s${from + i}`, from + i));
const ids = (rows: ClientRow[]) => rows.map((r) => r.localId);

describe('merging the local and the server search pages', () => {
  it('page 1: the unsent local matches first, then the server\'s, 6 in all, the total counting both', () => {
    const merged = mergeSearchPages([row('new-1'), row('new-2')], { rows: serverRows(1, 6), total: 9 }, 1);
    expect(ids(merged.rows)).toEqual(['new-1', 'new-2', 's1', 's2', 's3', 's4']);
    expect(merged.total).toBe(11);
  });

  it('page 2 goes on with the server\'s rows the first page had no room for, read from two server pages', () => {
    expect(serverWindowOf(2, 2)).toEqual({ pages: [1, 2], skip: 4, take: 6 });
    const merged = mergeSearchPages([row('new-1'), row('new-2')], { rows: [...serverRows(1, 6), ...serverRows(7, 3)], total: 9 }, 2);
    expect(ids(merged.rows)).toEqual(['s5', 's6', 's7', 's8', 's9']);
  });

  it('without unsent matches, the server\'s own pages; six unsent fill page 1 alone', () => {
    expect(serverWindowOf(3, 0)).toEqual({ pages: [3], skip: 0, take: 6 });
    expect(serverWindowOf(1, 6)).toEqual({ pages: [], skip: 0, take: 0 });
    expect(serverWindowOf(2, 6)).toEqual({ pages: [1], skip: 0, take: 6 });
    const unsent = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => row(id));
    expect(ids(mergeSearchPages(unsent, { rows: [], total: 4 }, 1).rows)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('shows a client once, when the server already holds an unsent one', () => {
    const same = row('new-2');
    expect(mergeSearchPages([same], { rows: [same], total: 1 }, 1).rows).toHaveLength(1);
  });
});
