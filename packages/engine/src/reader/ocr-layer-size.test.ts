import { describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { helveticaWidth } from "../testing/helvetica.js";
import { makePdf } from "../testing/make-pdf.js";
import { openDocument } from "./open-document.js";
import { readPage } from "./read-page.js";

/**
 * An OCR text layer as OCR tools write it over a scan: every word invisible (render mode 3) and on its own, its type
 * sized by its line's height in whole points (9 to 12 pt over 9 pt print, line by line) and squeezed with `Tz` to
 * the printed word's width, a space after it but the line's last word (as Tesseract writes it).
 */
const PRINT_SIZE = 9;
const LAYER_SIZES = [10, 12, 9, 10, 9, 11];

function layerWord(x: number, baseline: number, text: string, size: number, last = false): string {
  const squeeze = ((100 * PRINT_SIZE) / size).toFixed(2);
  return `BT 3 Tr /F1 ${size} Tf ${squeeze} Tz ${x.toFixed(2)} ${baseline} Td (${text}${last ? "" : " "}) Tj ET`;
}

/** A depot and four figures a row, right-aligned columns; in the 12 pt row two gaps are under 0.75 of its em. */
const ROWS = [
  ["Depot", "Q1", "Q2", "Q3", "Q4"],
  ["Oulu 4", "384", "2,050", "2,966", "(609)"],
  ["Bergen 7", "1,138", "1,662", "1,418", "470"],
  ["Riga 2", "93", "12,480", "815", "3,004"],
  ["Tartu 9", "6,211", "707", "(1,045)", "2,390"],
  ["Cork 1", "455", "3,318", "29", "11,702"],
];
const RIGHT_EDGES = [135, 165, 196, 226];

function layerTable(): string {
  const ops: string[] = [];
  ROWS.forEach((row, r) => {
    const baseline = 700 - 15 * r;
    const size = LAYER_SIZES[r]!;
    // The label's words one by one, a printed space apart.
    let x = 60;
    for (const word of row[0]!.split(" ")) {
      ops.push(layerWord(x, baseline, word, size));
      x += helveticaWidth(`${word} `, PRINT_SIZE);
    }
    row.slice(1).forEach((figure, c) => {
      ops.push(layerWord(RIGHT_EDGES[c]! - helveticaWidth(figure, PRINT_SIZE), baseline, figure, size, c === 3));
    });
  });
  return ops.join("\n");
}

/** The glyphs of a one-page PDF as the reader collects them. */
function glyphsOf(bytes: Uint8Array) {
  const opened = openDocument(bytes);
  try {
    return readPage(opened.doc, 1).glyphs;
  } finally {
    opened.close();
  }
}

describe("an OCR text layer's type size", () => {
  it("is the squeezed width of its em, for invisible text only", () => {
    const content = [
      `BT 3 Tr /F1 12 Tf 75 Tz 60 700 Td (Invisible) Tj ET`,
      // The text state (render mode, scaling) lasts past ET: each line sets its own.
      `BT 0 Tr /F1 12 Tf 75 Tz 60 650 Td (Visible) Tj ET`,
      `BT 3 Tr /F1 12 Tf 100 Tz 60 600 Td (Unsqueezed) Tj ET`,
      `BT 3 Tr /F1 12 Tf 120 Tz 60 550 Td (Widened) Tj ET`,
    ].join("\n");
    const glyphs = glyphsOf(makePdf([{ content }]));
    const sizeOf = (letter: string) => glyphs.find((g) => g.text === letter)!.fontSize;
    expect(sizeOf("I")).toBeCloseTo(9, 3);
    // Squeezed visible type keeps its size; so does an OCR word not squeezed, or widened.
    expect(sizeOf("V")).toBeCloseTo(12, 3);
    expect(sizeOf("U")).toBeCloseTo(12, 3);
    expect(sizeOf("W")).toBeCloseTo(12, 3);
  });

  it("keeps figure columns set a little under a layer em apart in their own cells", async () => {
    const result = await extractTables(makePdf([{ content: layerTable() }]));
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.map((row) => row.map((cell) => cell?.text ?? ""))).toEqual(ROWS);
  });
});
