// An export's file is written as its rows are read (issue 37 §4): the stream asks for the next page
// only when the reader has taken the last chunk, so a slow download holds a page, never the file.
import { describe, expect, it } from 'vitest';
import { csvStream } from '../../server/export/csv-stream';

describe('the export stream', () => {
  it('reads a page only when the reader has taken the last one', async () => {
    let pagesRead = 0;
    const pages = 1_000;
    const stream = csvStream<number>(['n'], async (last) => {
      pagesRead += 1;
      const start = (last ?? 0) + 1;
      return start > pages * 500 ? [] : Array.from({ length: 500 }, (_, i) => start + i);
    }, (n) => [n]);
    const reader = stream.getReader();
    await reader.read(); // the BOM and the header
    await reader.read(); // the first page
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The page taken and one more ready at most, however long the reader waits.
    expect(pagesRead).toBeLessThanOrEqual(2);
    let chunks = 2;
    while (!(await reader.read()).done) chunks += 1;
    expect(chunks).toBe(pages + 1);
    expect(pagesRead).toBe(pages + 1);
  });
});
