/** A CSV cell that a spreadsheet will show as text, never run as a formula (SECURITY.md "Input"). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number is never read as a formula: a negative one stays a number rather than text.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
