import { CJK_FONT_KEY, cjkFontObjects } from "./cjk-font.js";
import { LAST_CHAR, pdfWidths, type FontName } from "./fonts.js";

/** One page to write: its size, optional /Rotate and its content stream operators. */
export interface PdfPage {
  /** MediaBox width and height in points. */
  width: number;
  height: number;
  rotate?: 0 | 90 | 180 | 270;
  /** Content stream; fonts are /F1 (Helvetica), /F2 (Helvetica-Bold), /F3 (ZapfDingbats) and /F4 (STSong-Light, cjk-font.ts). */
  content: string;
}

const FONTS: Array<[string, FontName]> = [
  ["F1", "Helvetica"],
  ["F2", "Helvetica-Bold"],
];
/** The symbol font, listed only when a page draws with it, so PDFs without marks stay as they were. */
const SYMBOL_FONT: [string, FontName] = ["F3", "ZapfDingbats"];

/**
 * Writes a minimal, valid PDF 1.4: a catalog, a flat page tree, two standard
 * fonts with explicit widths and one uncompressed content stream per page,
 * with a correct cross-reference table. Text must be Latin-1, or Chinese drawn with
 * `PageCanvas.text` (set in the CJK font as hex strings; its turned variants take Latin-1 only).
 */
export function writePdf(pages: PdfPage[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(""); // page tree, filled in once the kids are known
  const fonts = pages.some((p) => p.content.includes(`/${SYMBOL_FONT[0]} `)) ? [...FONTS, SYMBOL_FONT] : FONTS;
  const fontRefs = fonts.map(([, font]) => {
    const widths = pdfWidths(font).join(" ");
    // A symbol font keeps its built-in encoding: its codes name marks, not letters.
    const encoding = font === "ZapfDingbats" ? "" : " /Encoding /WinAnsiEncoding";
    return add(
      `<< /Type /Font /Subtype /Type1 /BaseFont /${font}${encoding} /FirstChar 32 /LastChar ${LAST_CHAR} /Widths [${widths}] >>`,
    );
  });
  const fontEntries = fonts.map(([key], i) => `/${key} ${fontRefs[i]} 0 R`);
  // the CJK font, like the symbol font, only when a page draws with it
  if (pages.some((p) => p.content.includes(`/${CJK_FONT_KEY} `))) {
    const [type0, ...rest] = cjkFontObjects(objects.length + 1);
    fontEntries.push(`/${CJK_FONT_KEY} ${add(type0!)} 0 R`);
    for (const body of rest) add(body);
  }
  const resources = `<< /Font << ${fontEntries.join(" ")} >> >>`;
  const kids: number[] = [];
  for (const page of pages) {
    const stream = add(
      `<< /Length ${Buffer.byteLength(page.content, "latin1")} >>\nstream\n${page.content}\nendstream`,
    );
    const rotate = page.rotate ? ` /Rotate ${page.rotate}` : "";
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}]${rotate} ` +
          `/Resources ${resources} /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;

  const chunks: string[] = ["%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n"];
  let offset = Buffer.byteLength(chunks[0] ?? "", "latin1");
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const text = `${i + 1} 0 obj\n${body}\nendobj\n`;
    offsets.push(offset);
    chunks.push(text);
    offset += Buffer.byteLength(text, "latin1");
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    "0000000000 65535 f \n",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ];
  chunks.push(...xref, `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`);
  return new Uint8Array(Buffer.from(chunks.join(""), "latin1"));
}

/** A number as PDF syntax: at most three decimals, no exponent. */
export function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/u, "").replace(/\.$/u, "");
}

/** A PDF literal string with (, ) and \ escaped. */
export function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/gu, (c) => `\\${c}`)})`;
}
