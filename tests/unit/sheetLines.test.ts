import { visualRuns, wrappedLines } from '../../server/routes/sheetLines';

/** One face for Arabic letters, another for the rest, a space staying in the face it follows: as the sheets' faces do. */
const faceOf = (codePoint: number, preferred: string | undefined) => (codePoint === 0x20 && preferred ? preferred : codePoint >= 0x600 && codePoint <= 0x6ff ? 'arabic' : 'latin');
const drawn = (line: string) => visualRuns(line, faceOf).map(({ text, level }) => [text, level]);

describe('right-to-left sheet lines (server/routes/sheetLines.ts)', () => {
  it('puts a right-to-left line\'s runs on the page from its end to its start, each run in reading order', () => {
    expect(drawn('ورقة المسار · AM-00101')).toEqual([['AM-00101', 2], [' ·', 1], ['ورقة المسار ', 1]]);
    // A number inside Arabic keeps its digits' order; the Arabic on both sides changes sides.
    expect(drawn('المحطة 12 التالية')).toEqual([['التالية', 1], [' ', 1], ['12', 2], ['المحطة ', 1]]);
    // Intl's direction marks in an Arabic date are read, not drawn.
    expect(drawn('2\u200f/12\u200f/2026').map(([text]) => text).join('')).not.toMatch(/\u200f/);
  });

  it('mirrors brackets in right-to-left text, and reads a line that starts in English (data) from the left', () => {
    // The opening bracket, at the line's right end, is drawn facing left.
    expect(drawn('(كرسي متحرك)')).toEqual([['(', 1], ['كرسي متحرك', 1], [')', 1]]);
    expect(drawn('5865 Prairie Ct')).toEqual([['5865 Prairie Ct', 0]]);
    expect(drawn('Liam Young (كرسي متحرك)')).toEqual([['Liam Young (', 0], ['كرسي متحرك', 1], [')', 0]]);
  });

  it('cuts a paragraph into lines no wider than the box, at spaces, each line in reading order', () => {
    const measure = (text: string) => text.length * 10;
    expect(wrappedLines('ابدأ متجهًا شرقًا لمسافة 0.27 ميل', 120, measure)).toEqual(['ابدأ متجهًا', 'شرقًا لمسافة', '0.27 ميل']);
    expect(wrappedLines('سطر\nآخر', 500, measure)).toEqual(['سطر', 'آخر']);
  });
});
