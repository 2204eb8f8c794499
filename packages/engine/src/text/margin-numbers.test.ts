import { describe, expect, it } from "vitest";
import type { Glyph } from "../types.js";
import { buildLines } from "./lines.js";
import { glyphsWithout, marginLineNumbers } from "./margin-numbers.js";
import { extractTables } from "../pipeline/extract-tables.js";
import { textGrid } from "../testing/grid.js";
import { makePdf } from "../testing/make-pdf.js";
import { helveticaWidth, showText } from "../testing/helvetica.js";

/*
 * Line numbers down the left margin (pleading paper, numbered drafts) are page furniture: found by
 * `marginLineNumbers` and taken off the page before any detector looks at it, so a table on the numbered
 * lines reads without them and prose beside them reads as no table. A table's own index column stays.
 */

/** Glyphs of `text` from (x, baseline), 5.5 pt a character (2.8 a space), `size` pt. */
function write(text: string, x: number, baseline: number, size = 10): Glyph[] {
  const out: Glyph[] = [];
  let pen = x;
  for (const ch of text) {
    const adv = ch === " " ? 2.8 : 5.5;
    out.push({
      text: ch,
      bbox: { x0: pen, y0: baseline - 8, x1: pen + adv, y1: baseline + 2 },
      fontSize: size,
      fontName: "Helvetica",
      bold: false,
      direction: 0,
    });
    pen += adv;
  }
  return out;
}

/** A number right-aligned at x 58 on each of the given lines (1-based, 24 pt apart from baseline 72). */
function numbers(values: number[], lineOf: (v: number) => number = (v) => v): Glyph[] {
  return values.flatMap((v) => write(String(v), 58 - String(v).length * 5.5, 48 + 24 * lineOf(v)));
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const PROSE = "the parties agree that the goods were delivered on the date stated in the order";

/** Four cells of a table row on line `line`, the first at x. */
function row(cells: string[], line: number, x = 80): Glyph[] {
  return cells.flatMap((c, i) => write(c, x + i * 110, 48 + 24 * line));
}

const found = (glyphs: Glyph[]) => {
  const words = marginLineNumbers(buildLines(glyphs));
  return words ? [...words].map((w) => w.text) : null;
};

describe("marginLineNumbers", () => {
  it("finds pleading paper's numbers 1-28 beside prose, a table's rows and empty lines", () => {
    const page = [
      ...numbers(range(1, 28)),
      ...range(1, 5).flatMap((l) => write(PROSE, 80, 48 + 24 * l)),
      ...row(["Exhibit", "Date", "Amount"], 7),
      ...range(8, 14).flatMap((l) => row([String.fromCharCode(57 + l), `03/${l}/2022`, `${l},480.00`], l)),
    ];
    expect(found(page)).toEqual(range(1, 28).map(String));
    const left = glyphsWithout(page, marginLineNumbers(buildLines(page))!);
    expect(left.length).toBe(page.length - numbers(range(1, 28)).length);
  });

  it("finds them beside a single-spaced table whose rows join some of the numbers' lines a few points off", () => {
    const rowAt = (r: number) => 48 + 24 * 6 + 14 * r;
    const page = [
      ...numbers(range(1, 20)),
      ...range(1, 4).flatMap((l) => write(PROSE, 80, 48 + 24 * l)),
      ...range(0, 8).flatMap((r) =>
        ["Bolts", `03/1${r}/2022`, "12.00"].flatMap((c, i) => write(c, 80 + i * 110, rowAt(r))),
      ),
      ...range(13, 16).flatMap((l) => write(PROSE, 80, 48 + 24 * l)),
    ];
    const lines = buildLines(page);
    // the premise: some number shares its line with a row, the line's baseline the row's
    expect(lines.some((l) => /^\d+ Bolts/.test(l.text) && Math.abs(((l.baseline - 48) % 24) - 0) > 1)).toBe(true);
    expect(found(page)).toEqual(range(1, 20).map(String));
  });

  it("finds numbers every fifth line", () => {
    const page = [...numbers(range(5, 40, 5)), ...range(1, 40).flatMap((l) => write(PROSE, 80, 48 + 24 * l))];
    expect(found(page)).toEqual(range(5, 40, 5).map(String));
  });

  it("leaves a table's index column under its header cell", () => {
    const page = [
      ...write("#", 50, 48 + 24 * 2),
      ...row(["Item", "Date", "Amount"], 2),
      ...numbers(range(3, 12), (v) => v),
      ...range(3, 12).flatMap((l) => row(["Bolts", `03/${l}/2022`, "12.00"], l)),
      ...range(14, 16).flatMap((l) => write(PROSE, 80, 48 + 24 * l)),
    ];
    expect(found(page)).toBeNull();
  });

  it("leaves an index column with no header when every number stands beside a row of cells", () => {
    const page = [...numbers(range(1, 10)), ...range(1, 10).flatMap((l) => row(["Bolts", `03/${l}/2022`, "12.00"], l))];
    expect(found(page)).toBeNull();
  });

  it("leaves numbers where the body's text starts, and numbers out of step or unevenly spaced", () => {
    const atBody = [...numbers(range(1, 8)), ...range(1, 8).flatMap((l) => write(PROSE, 50, 48 + 24 * l))];
    expect(found(atBody)).toBeNull();
    const outOfStep = numbers([1, 2, 3, 5, 6, 7]);
    expect(found(outOfStep)).toBeNull();
    const uneven = numbers(range(1, 6), (v) => v + (v > 3 ? 0.5 : 0));
    expect(found(uneven)).toBeNull();
  });
});

describe("a pleading page through the engine", () => {
  const at = (line: number) => 792 - (48 + 24 * line);
  const right = (x: number, line: number, text: string) => showText(x - helveticaWidth(text, 10), at(line), text, 10);
  const ROWS = [
    ["Exhibit", "Date", "Description", "Amount"],
    ["A", "03/14/2022", "Purchase order", "12,480.00"],
    ["B", "04/02/2022", "Invoice", "8,215.50"],
    ["C", "05/19/2022", "Notice of defect", "0.00"],
    ["D", "06/07/2022", "Credit memo", "-1,940.25"],
    ["E", "07/21/2022", "Replacement order", "6,300.00"],
    ["F", "09/30/2022", "Demand letter", "0.00"],
  ];
  const PARAGRAPH = [
    "Plaintiff submits this declaration in support of its motion for summary judgment on the claim",
    "for the unpaid balance. The exhibits listed below were produced by the defendant in discovery",
    "and are true and correct copies of records kept in the ordinary course of business.",
  ];
  const furniture = () => [
    ...range(1, 28).map((n) => right(58, n, String(n))),
    "0.5 w 66 0 m 66 792 l S 68.5 0 m 68.5 792 l S 552 0 m 552 792 l S",
  ];

  it("reads the table on the numbered lines without the numbers", async () => {
    const ops = [
      ...furniture(),
      ...PARAGRAPH.map((t, i) => showText(80, at(2 + i), t, 10)),
      ...ROWS.flatMap((cells, r) => [
        showText(80, at(7 + r), cells[0]!, 10),
        showText(130, at(7 + r), cells[1]!, 10),
        showText(200, at(7 + r), cells[2]!, 10),
        right(380, 7 + r, cells[3]!),
      ]),
      ...PARAGRAPH.map((t, i) => showText(80, at(15 + i), t, 10)),
    ];
    const result = await extractTables(makePdf([{ content: ops.join("\n") }]), {});
    expect(result.tables.map(textGrid)).toEqual([ROWS]);
  });

  it("reads prose beside the numbers as no table", async () => {
    const ops = [...furniture(), ...range(1, 20).map((l) => showText(80, at(l), PARAGRAPH[l % 3]!, 10))];
    const result = await extractTables(makePdf([{ content: ops.join("\n") }]), {});
    expect(result.tables).toEqual([]);
  });
});
