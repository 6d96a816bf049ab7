/** The text of each page of a PDF, as a reader opening it sees it (Mozilla's pdf.js). */
export async function pdfPages(bytes: Uint8Array): Promise<{ pages: string[]; width: number; height: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const size = { width: 0, height: 0 };
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    if (number === 1) [size.width, size.height] = [page.view[2], page.view[3]];
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''));
  }
  await document.destroy();
  return { pages, ...size };
}
