/** One record of a CSV file and the line of the file it starts on (the header is line 1). */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * Reads CSV text (RFC 4180: commas, double quotes, "" inside quotes, CRLF or LF; a leading BOM is
 * ignored) into records, keeping the line each starts on for error reports. Blank lines are skipped.
 * An unterminated quote throws, naming its line.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) throw new Error(`Line ${rowLine}: a quoted value is not closed.`);
  if (cell !== '' || cells.length) endRow();
  return rows;
}
