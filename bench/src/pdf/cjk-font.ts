/**
 * Chinese text for the writer's fixtures: a font referred to by name (Adobe's STSong-Light, not
 * embedded, as many Chinese office PDFs print it), its codes UTF-16 through the predefined
 * UniGB-UCS2-H CMap, every character one em wide. Readers substitute a CJK font of their own and
 * read the characters from the CMap.
 */

/** The resource name the writer gives the CJK font. */
export const CJK_FONT_KEY = "F4";

/** Text the writer sets in the CJK font: any CJK ideograph, kana or full-width punctuation in it. */
export function isCjkText(text: string): boolean {
  return /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/u.test(text);
}

/** Width of CJK text in points: every character (figures and Latin letters among them too) one em. */
export function cjkTextWidth(text: string, size: number): number {
  return [...text].length * size;
}

/** The text as a PDF hex string of its UTF-16BE codes (the CMap's codes). */
export function cjkString(text: string): string {
  return `<${Buffer.from(text, "utf16le").swap16().toString("hex")}>`;
}

/** The font's three objects, in order: the Type0 font (its descendant and descriptor follow as `first + 1`, `first + 2`). */
export function cjkFontObjects(first: number): string[] {
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${first + 1} 0 R] >>`,
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor ${first + 2} 0 R /DW 1000 >>`,
    "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>",
  ];
}
