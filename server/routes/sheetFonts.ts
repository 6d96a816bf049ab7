import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { LocaleCode } from '../../i18n/locales';
import { visualRuns, wrappedLines } from './sheetLines';

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
const notoSans = (subset: string, weight: Weight, family = 'noto-sans'): Face => ({
  name: `${weight}-${subset}`, file: require.resolve(`@fontsource/${family}/files/${family}-${subset}-${WEIGHTS[weight]}-normal.woff`),
});
/** Noto Sans Latin, its extension and Vietnamese, then Noto Sans Arabic. */
const shipped = (weight: Weight): Face[] => [...['latin', 'latin-ext', 'vietnamese'].map((subset) => notoSans(subset, weight)), notoSans('arabic', weight, 'noto-sans-arabic')];

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

/** Each weight's faces, in the order a letter is looked for: those shipped, then Chinese. */
const FACES: Readonly<Record<Weight, Face[]>> = { regular: [...shipped('regular'), ...cjk('regular')], bold: [...shipped('bold'), ...cjk('bold')] };

const opened = new Map<string, fontkit.Font>();
const covers = (face: Face, codePoint: number) => {
  let font = opened.get(face.name);
  if (!font) opened.set(face.name, (font = fontkit.openSync(face.file, face.postscriptName)));
  return font.hasGlyphForCodePoint(codePoint);
};

/** The languages sheets are printed in: those whose letters their faces hold — Chinese where the machine has Noto Sans CJK. */
export const SHEET_LOCALES: ReadonlySet<LocaleCode> = new Set<LocaleCode>(['en', 'es', 'vi', 'ar', ...(FACES.regular.some((face) => face.name.endsWith('cjk')) ? ['zh' as const] : [])]);

/**
 * Given (even empty), pdfkit lays a text out whole rather than word by word, so that the font
 * engine orders a right-to-left run's words as well as its letters; the font's own features apply.
 */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = [];

/** A run of text and the face that draws it. */
interface Run {
  face: string;
  text: string;
}

/**
 * A PDF document whose two fonts, `regular` and `bold`, are each a stack of faces: a text is
 * drawn run by run, each letter from the first face that has it (a Vietnamese "ạ" from Noto Sans
 * Vietnamese, a Chinese word from Noto Sans CJK), the runs continuing one line as pdfkit's rich
 * text does. Right to left (Arabic), a text's box is mirrored across the page, so that columns
 * run from the right, and its lines are laid out by sheetLines.ts.
 */
export class SheetDocument extends PDFDocument {
  private weight: Weight = 'regular';
  /** Whether text boxes are mirrored: not inside `unmirrored` (a map's labels keep their places). */
  private mirrored: boolean;

  constructor(options: PDFKit.PDFDocumentOptions, direction: 'ltr' | 'rtl' = 'ltr') {
    super(options);
    this.mirrored = direction === 'rtl';
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
    if (this.mirrored) return this.rightToLeft(String(text), left ?? this.x, top ?? this.y, given ?? {});
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

  /** Draws `draw`'s texts where they are placed, not mirrored: labels on a map, which is not turned round. */
  unmirrored(draw: () => void): this {
    const mirrored = this.mirrored;
    this.mirrored = false;
    try {
      draw();
    } finally {
      this.mirrored = mirrored;
    }
    return this;
  }

  /**
   * A text right to left: its box (from `left`, `width` wide, to the right margin by default)
   * mirrored across the page, its lines cut to the box and each drawn as its runs are ordered on
   * the page, from the box's right edge (its start), or centred, or from its left edge (`right`).
   */
  private rightToLeft(text: string, left: number, top: number, options: PDFKit.Mixins.TextOptions): this {
    const width = options.width ?? this.page.width - this.page.margins.right - left;
    const boxLeft = this.page.width - left - width;
    const lineHeight = this.currentLineHeight(true) + (options.lineGap ?? 0);
    const lines = options.lineBreak === false ? [text] : wrappedLines(text, width, (part) => this.widthOfRuns(this.runsOf(part)));
    let lineTop = top;
    for (const line of lines) {
      // A line that would cross the bottom margin starts the next page, as pdfkit's own flow does.
      if (options.lineBreak !== false && lineTop + lineHeight > this.page.height - this.page.margins.bottom) {
        this.addPage();
        lineTop = this.page.margins.top;
      }
      const runs = visualRuns(line, (codePoint, preferred) => this.faceFor(codePoint, preferred));
      const free = width - this.widthOfRuns(runs);
      let at = boxLeft + (options.align === 'center' ? free / 2 : options.align === 'right' ? 0 : free);
      for (const run of runs) {
        super.font(run.face);
        super.text(run.text, at, lineTop, { lineBreak: false, features: WHOLE_RUN });
        at += this.widthOfString(run.text, { features: WHOLE_RUN });
      }
      lineTop += lineHeight;
    }
    this.x = left;
    this.y = lineTop;
    return this.font(this.weight);
  }

  private widthOfRuns(runs: Run[]): number {
    return runs.reduce((sum, run) => sum + super.font(run.face).widthOfString(run.text, { features: WHOLE_RUN }), 0);
  }

  /** The face of the weight that draws a letter: `preferred` where it has it, else the first that does. */
  private faceFor(codePoint: number, preferred?: string): string {
    const faces = FACES[this.weight];
    const kept = preferred && faces.find((face) => face.name === preferred);
    if (kept && covers(kept, codePoint)) return kept.name;
    return (faces.find((face) => covers(face, codePoint)) ?? faces[0]).name;
  }

  /** The text cut where the face that has its letters changes; a letter no face has stays with the first. */
  private runsOf(text: string): Run[] {
    const runs: Run[] = [];
    for (const letter of text) {
      const last = runs.at(-1);
      const face = this.faceFor(letter.codePointAt(0)!, last?.face);
      if (last?.face === face) last.text += letter;
      else runs.push({ face, text: letter });
    }
    return runs;
  }
}
