import * as mupdf from "mupdf";

const font = new mupdf.Font("Helvetica");

/** Width in points of `text` set in Helvetica at `size` pt, as MuPDF measures it (to place right-aligned figures). */
export function helveticaWidth(text: string, size: number): number {
  let width = 0;
  for (const ch of text) width += font.advanceGlyph(font.encodeCharacter(ch.codePointAt(0)!)) * size;
  return width;
}

/** A content-stream operation showing `text` at (x, y) in the page's font /F1 at `size` pt. */
export function showText(x: number, y: number, text: string, size: number): string {
  return `BT /F1 ${size} Tf ${x.toFixed(2)} ${y} Td (${text}) Tj ET`;
}
