import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { LocaleCode } from '../../i18n/locales';

type Weight = 'regular' | 'bold';

/** One font file a sheet may draw letters from. */
interface Face {
  name: string;
  file: string;
  /** Which font of a collection (.ttc). */
  postscriptName?: string;
}

const require = createRequire(import.meta.url);
const WEIGHTS: Readonly<Record<Weight, number>> = { regular: 400, bold: 700 };
const notoSans = (subset: string, weight: Weight): Face => ({
  name: `${weight}-${subset}`, file: require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${WEIGHTS[weight]}-normal.woff`),
});

/**
 * Simplified Chinese from the machine's Noto Sans CJK (Debian's fonts-noto-cjk, docs/operating.md),
 * 20 MB a weight: too large to ship with the console.
 */
const CJK_DIR = '/usr/share/fonts/opentype/noto';
const CJK_FILES: Readonly<Record<Weight, string>> = { regular: 'NotoSansCJK-Regular.ttc', bold: 'NotoSansCJK-Bold.ttc' };
const cjk = (weight: Weight): Face[] => {
  const file = `${CJK_DIR}/${CJK_FILES[weight]}`;
  return fs.existsSync(file) ? [{ name: `${weight}-cjk`, file, postscriptName: `NotoSansCJKsc-${weight === 'bold' ? 'Bold' : 'Regular'}` }] : [];
};

/** Each weight's faces, in the order a letter is looked for: Noto Sans (Latin, its extension, Vietnamese), then Chinese. */
const FACES: Readonly<Record<Weight, Face[]>> = {
  regular: [...['latin', 'latin-ext', 'vietnamese'].map((subset) => notoSans(subset, 'regular')), ...cjk('regular')],
  bold: [...['latin', 'latin-ext', 'vietnamese'].map((subset) => notoSans(subset, 'bold')), ...cjk('bold')],
};

const opened = new Map<string, fontkit.Font>();
const covers = (face: Face, codePoint: number) => {
  let font = opened.get(face.name);
  if (!font) opened.set(face.name, (font = fontkit.openSync(face.file, face.postscriptName)));
  return font.hasGlyphForCodePoint(codePoint);
};

/**
 * The languages sheets are printed in: those whose letters their faces hold — Chinese where the
 * machine has Noto Sans CJK. Arabic, right to left, waits for a layout that orders its runs.
 */
export const SHEET_LOCALES: ReadonlySet<LocaleCode> = new Set<LocaleCode>(['en', 'es', 'vi', ...(FACES.regular.some((face) => face.name.endsWith('cjk')) ? ['zh' as const] : [])]);

/** A run of text and the face that draws it. */
interface Run {
  face: string;
  text: string;
}

/**
 * A PDF document whose two fonts, `regular` and `bold`, are each a stack of faces: a text is
 * drawn run by run, each letter from the first face that has it (a Vietnamese "ạ" from Noto Sans
 * Vietnamese, a Chinese word from Noto Sans CJK), the runs continuing one line as pdfkit's rich text does.
 */
export class SheetDocument extends PDFDocument {
  private weight: Weight = 'regular';

  constructor(options: PDFKit.PDFDocumentOptions) {
    super(options);
    for (const face of [...FACES.regular, ...FACES.bold]) this.registerFont(face.name, face.file, face.postscriptName);
    super.font(FACES.regular[0].name);
  }

  /** `regular` or `bold` chooses the weight whose faces the next texts are drawn from. */
  override font(src: PDFKit.Mixins.PDFFontSource, family?: string | number, size?: number): this {
    if (src === 'regular' || src === 'bold') {
      this.weight = src;
      return super.font(FACES[src][0].name);
    }
    return super.font(src, family as string, size);
  }

  /** pdfkit's text, run by run; a run after the first continues the line where the one before ended. */
  override text(text: string, x?: number | PDFKit.Mixins.TextOptions, y?: number, options?: PDFKit.Mixins.TextOptions): this {
    const [left, top, given] = typeof x === 'object' ? [undefined, undefined, x] : [x, y, options];
    const runs = this.runsOf(String(text));
    if (!runs.length) return super.text(text, left, top, given);
    runs.forEach((run, index) => {
      const continued = index === runs.length - 1 ? given?.continued : true;
      super.font(run.face);
      // Only the first is placed; pdfkit reads a missing place as options given alone.
      if (index === 0 && left !== undefined) super.text(run.text, left, top, { ...given, continued });
      else super.text(run.text, index === 0 ? { ...given, continued } : { continued });
    });
    return this.font(this.weight);
  }

  /** The text cut where the face that has its letters changes; a letter no face has stays with the first. */
  private runsOf(text: string): Run[] {
    const faces = FACES[this.weight];
    const runs: Run[] = [];
    for (const letter of text) {
      const codePoint = letter.codePointAt(0)!;
      const last = runs.at(-1);
      const face = last && covers(faces.find((candidate) => candidate.name === last.face)!, codePoint) ? last.face : (faces.find((candidate) => covers(candidate, codePoint)) ?? faces[0]).name;
      if (last?.face === face) last.text += letter;
      else runs.push({ face, text: letter });
    }
    return runs;
  }
}
