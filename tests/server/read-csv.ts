// An RFC 4180 reader for the export tests (no CSV library in the project): rows of cells, quotes
// undone. Strict: a stray quote inside an unquoted cell is an error, so a bad file fails the test.
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && cell === '') {
      let j = i + 1;
      let value = '';
      for (;;) {
        const close = text.indexOf('"', j);
        if (close < 0) throw new Error('unclosed quote');
        if (text[close + 1] === '"') { value += text.slice(j, close + 1); j = close + 2; continue; }
        value += text.slice(j, close);
        i = close + 1;
        break;
      }
      cell = value;
      continue;
    }
    if (ch === '"') throw new Error(`stray quote in row ${rows.length + 1}`);
    if (ch === ',') { row.push(cell); cell = ''; i += 1; continue; }
    if (ch === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i += 2; continue; }
    cell += ch;
    i += 1;
  }
  if (cell !== '' || row.length > 0) throw new Error('last row without CRLF');
  return rows;
}
