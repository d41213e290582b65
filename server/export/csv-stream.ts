// A CSV file written as its rows are read (issue 37 §4): the BOM and header first, then one
// page of rows per pull. A pull comes only when the reader has taken the last chunk, so a slow
// download holds one page, never the whole file.
import { csvBom, csvLine, type CsvValue } from '../../src/domain/csv';

/** The next page of rows after the last one given (undefined at the start); [] at the end. */
export type NextPage<Row> = (last: Row | undefined) => Promise<Row[]>;

export function csvStream<Row>(header: readonly string[], nextPage: NextPage<Row>, cells: (row: Row) => CsvValue[], onEnd?: (rows: number) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Row | undefined;
  let rows = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvBom + csvLine(header)));
    },
    async pull(controller) {
      const page = await nextPage(last);
      if (page.length === 0) {
        controller.close();
        onEnd?.(rows);
        return;
      }
      last = page[page.length - 1];
      rows += page.length;
      controller.enqueue(encoder.encode(page.map((row) => csvLine(cells(row))).join('')));
    },
  }, { highWaterMark: 1 });
}
