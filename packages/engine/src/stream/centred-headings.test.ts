import { describe, expect, it } from "vitest";
import type { Cell, Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts as gridTexts } from "./synthetic-page.js";
import { spanCentredHeadings } from "./centred-headings.js";

/** A one-row-high cell of text from x0 to x1. */
const cell = (text: string, x0: number, x1: number, colSpan = 1): Cell => ({
  text,
  bbox: { x0, y0: 0, x1, y1: 10 },
  rowSpan: 1,
  colSpan,
});
const empty = (x0: number, x1: number) => cell("", x0, x1);

/** Four figure columns 40 pt apart, right-aligned, each about 30 pt wide; the stub from 50 to 90. */
const body = (): Cell[][] => [
  [
    cell("North", 50, 80),
    cell("1,204", 110, 130),
    cell("1,388", 150, 170),
    cell("1,410", 190, 210),
    cell("1,502", 230, 250),
  ],
  [cell("South", 50, 80), cell("806", 115, 130), cell("912", 155, 170), cell("940", 195, 210), cell("1,004", 230, 250)],
];

const texts = (rows: (Cell | null)[][]) => rows.map((r) => r.map((c) => (c ? `${c.text}/${c.colSpan}` : null)));

describe("spanCentredHeadings", () => {
  it("spans a heading centred on the gap between two years over the four columns under them", () => {
    // "Sales" centred on the gap between the second and third figure columns (170-190), as the column
    // finder left it: in the column right of the gap.
    const rows: (Cell | null)[][] = [
      [empty(50, 90), empty(110, 130), empty(150, 170), cell("Sales", 166, 194), empty(230, 250)],
      [empty(50, 90), cell("2022", 130, 150, 2), null, cell("2023", 210, 230, 2), null],
      ...body(),
    ];
    const out = texts(spanCentredHeadings(rows, 2));
    expect(out[0]).toEqual(["/1", "Sales/4", null, null, null]);
    expect(out[1]).toEqual(texts(rows)[1]);
  });

  it("spans a heading of several words over the three columns it is centred on", () => {
    const rows: (Cell | null)[][] = [
      [empty(50, 90), empty(110, 130), cell("Cargo handled, 2023", 128, 212), empty(190, 210), empty(230, 250)],
      [
        cell("Port", 50, 70),
        cell("Bulk", 112, 130),
        cell("Ships", 146, 170),
        cell("Other", 186, 210),
        cell("Ferries", 222, 250),
      ],
      ...body(),
    ];
    expect(texts(spanCentredHeadings(rows, 2))[0]).toEqual(["/1", "Cargo handled, 2023/3", null, null, "/1"]);
  });

  it("leaves a header cell wider than its own column's figures, reaching into no other column, where it is", () => {
    const rows: (Cell | null)[][] = [
      [empty(50, 90), cell("Population", 100, 140), empty(150, 170), empty(190, 210), empty(230, 250)],
      [empty(50, 90), cell("thousands", 102, 138), empty(150, 170), empty(190, 210), empty(230, 250)],
      ...body(),
    ];
    expect(spanCentredHeadings(rows, 2)).toBe(rows);
  });

  it("leaves a heading hemmed in by other text of its row, and a header of one row, as they are", () => {
    const rows: (Cell | null)[][] = [
      [empty(50, 90), empty(110, 130), cell("Units", 150, 170), cell("Sales", 166, 194), cell("Notes", 226, 250)],
      [empty(50, 90), cell("2022", 130, 150, 2), null, cell("2023", 210, 230, 2), null],
      ...body(),
    ];
    expect(spanCentredHeadings(rows, 2)).toBe(rows);
    const moved = [rows[1]!.map((c, i) => (i === 3 ? cell("Sales", 166, 194) : c ? { ...c, text: "" } : c)), ...body()];
    expect(spanCentredHeadings(moved, 1)).toBe(moved);
  });
});

describe("a three-level unruled header read by the stream detector", () => {
  it("spans the top heading over the four columns of the years under it", () => {
    // Figures right-aligned at 160, 200, 240, 280; "FY2022" centred over the first two, "FY2023"
    // over the next two, "Revenue" over all four: each centred on a gap between columns.
    const rights = [160, 200, 240, 280];
    const words: Word[] = [
      ...phrase("Revenue", 195.25, 100, 9, true),
      ...phrase("FY2022", 157.5, 112, 9, true),
      ...phrase("FY2023", 237.5, 112, 9, true),
      ...phrase("Region", 72, 124, 9, true),
      ...rights.flatMap((x, i) => phraseRight(i % 2 ? "H2" : "H1", x, 124, 9)),
    ].map((w) => ({ ...w, bold: true }));
    ["North", "South", "East", "West"].forEach((name, r) => {
      const y = 140 + r * 14;
      words.push(
        ...phrase(name, 72, y, 9),
        ...rights.flatMap((x, c) => phraseRight(String(1000 + 37 * r + c), x, y, 9)),
      );
    });
    const t = detectStream(pageInput(words)).tables[0]!;
    const grid = gridTexts(t.rows);
    expect(grid[0]![1]).toBe("Revenue");
    expect(grid[1]).toEqual(["", "FY2022", null, "FY2023", null]);
    expect(t.rows[0]![1]!.colSpan).toBe(4);
  });
});
