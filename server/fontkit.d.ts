/** The part of fontkit (pdfkit's font engine) the sheets use to ask a face whether it has a letter. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string, postscriptName?: string): Font;
}
