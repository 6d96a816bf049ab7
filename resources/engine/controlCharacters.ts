/**
 * Characters no text the console takes may hold (SECURITY.md "Input"): the C0 controls and DEL,
 * which no keyboard types, that hide text in a log, a CSV or a screen, and that some databases and
 * drivers end a string at (NUL). Tab, line feed and carriage return are left to each field: a
 * multi-line field takes them, a single-line one does not.
 */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/** The first control character of `text`, as `U+0000`, if it holds one. */
export function controlCharacterIn(text: string, allowLineBreaks = true): string | undefined {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControl(code) || (!allowLineBreaks && isLineBreakOrTab(code))) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return undefined;
}
