import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Hebrew, Arabic, Syriac, Thaana and their presentation forms. */
const RIGHT_TO_LEFT_LETTERS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** A stretch of one line drawn from one face in one direction, its text in reading order. */
export interface VisualRun {
  text: string;
  face: string;
  /** Its Unicode bidi level: odd right to left, even left to right. */
  level: number;
}

/**
 * A right-to-left paragraph cut into lines no wider than `width`, at spaces (a word wider than the
 * line has one of its own), each line in reading order; `measure` gives a text's width as drawn.
 */
export function wrappedLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && measure(longer) > width) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * One line of a right-to-left sheet as drawn from left to right: its runs of one face and one bidi
 * level, in the order the Unicode bidi algorithm (UAX #9, rule L2) puts them on the page, each
 * keeping its letters in reading order — the font engine lays a right-to-left run out from the
 * right itself, when given the run whole (SheetDocument passes `features` for that). The line takes the direction of its first letter that has one, as
 * the console's cells do (`unicode-bidi: plaintext`): an Arabic sentence reads from the right, an
 * English address ("5865 Prairie Ct") from the left. Brackets in right-to-left text are mirrored.
 */
export function visualRuns(line: string, faceOf: (codePoint: number, previous: string | undefined) => string): VisualRun[] {
  const embedding = bidi.getEmbeddingLevels(line, 'auto');
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const runs: VisualRun[] = [];
  let index = 0;
  for (const letter of line) {
    const shown = mirrored.get(index) ?? letter;
    const level = embedding.levels[index];
    index += letter.length;
    // Direction marks (which Intl writes into Arabic dates) have done their work in the levels; no face draws them.
    if (DIRECTION_MARKS.test(letter)) continue;
    const last = runs.at(-1);
    const face = faceOf(shown.codePointAt(0)!, last?.level === level ? last.face : undefined);
    if (last && last.level === level && last.face === face) last.text += shown;
    else runs.push({ text: shown, face, level });
  }
  // A right-to-left run without a right-to-left letter (" · ") is not turned round by the font engine: it is here.
  for (const run of runs) if (run.level % 2 === 1 && !RIGHT_TO_LEFT_LETTERS.test(run.text)) run.text = [...run.text].reverse().join('');
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if (runs[start].level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs;
}
