import { describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";
import type { Glyph } from "../types.js";
import { textDrawnRules } from "./text-drawn-rules.js";

/** A line of monospaced text as glyphs, 6 pt a character, 10 pt type, its top at `y`. */
function mono(text: string, x: number, y: number): Glyph[] {
  return Array.from(text).flatMap((ch, i) =>
    ch === " "
      ? []
      : [
          {
            text: ch,
            bbox: { x0: x + 6 * i, y0: y, x1: x + 6 * (i + 1), y1: y + 11 },
            fontSize: 10,
            fontName: "Courier",
            bold: false,
            direction: 0 as const,
          },
        ],
  );
}

const textOf = (glyphs: readonly Glyph[]) => glyphs.map((g) => g.text).join("");

describe("textDrawnRules", () => {
  it("takes a run of hyphens under a header as a level rule and out of the text", () => {
    const { segments, glyphs } = textDrawnRules([...mono("DEPOT  QTY", 50, 100), ...mono("-----  ---", 50, 112)]);
    expect(segments).toEqual([expect.objectContaining({ orientation: "horizontal", x0: 50, x1: 80, y0: 117.5 })]);
    // the short run of three stays text: a column's nil or an em rule in prose is not a table line
    expect(textOf(glyphs)).toBe("DEPOTQTY---");
  });

  it("takes bars one under the other, with the plus signs of the rules crossing them, as upright rules", () => {
    const lines = ["+----+----+", "| AB | 12 |", "+----+----+", "| CD | 34 |", "+----+----+"];
    const { segments, glyphs } = textDrawnRules(lines.flatMap((l, k) => mono(l, 50, 100 + 12 * k)));
    expect(segments.filter((s) => s.orientation === "horizontal")).toHaveLength(3);
    const upright = segments.filter((s) => s.orientation === "vertical");
    expect(upright.map((s) => s.x0)).toEqual([53, 83, 113]);
    expect(upright.every((s) => s.y0 === 100 && s.y1 === 159)).toBe(true);
    expect(textOf(glyphs)).toBe("AB12CD34");
  });

  it("keeps text: a lone bar, plus signs of figures in a column, hyphens inside a word and a colon before a blank", () => {
    const input = [
      ...mono("a | b", 50, 100),
      ...mono("+3.2", 50, 120),
      ...mono("+1.5", 50, 132),
      ...mono("2014-2015", 50, 150),
      ...mono("Name:______", 50, 170),
    ];
    const { segments, glyphs } = textDrawnRules(input);
    expect(segments).toEqual([expect.objectContaining({ orientation: "horizontal", x0: 80, x1: 116 })]);
    expect(textOf(glyphs)).toBe("a|b+3.2+1.52014-2015Name:");
  });

  it("takes a Markdown separator row's alignment colons with its hyphens", () => {
    const { segments, glyphs } = textDrawnRules(mono("|:-----|-----:|", 50, 100));
    expect(segments.map((s) => [s.x0, s.x1])).toEqual([
      [56, 92],
      [98, 134],
    ]);
    // one line of bars is no upright rule: they stay
    expect(textOf(glyphs)).toBe("|||");
  });
});

describe("a table drawn with characters in a monospaced report", () => {
  const line = (text: string, k: number) => `BT /F4 10 Tf 60 ${720 - 12 * k} Td (${text}) Tj ET`;
  it("reads an ASCII grid of bars and plus signs as a ruled table, the characters no cell text", async () => {
    const lines = [
      "+--------+----------+-------+",
      "| SITE   | STAFF    | VACS  |",
      "+--------+----------+-------+",
      "| LEEDS  |       42 |     3 |",
      "| YORK   |       17 |     0 |",
      "| HULL   |       29 |     5 |",
      "+--------+----------+-------+",
    ];
    const result = await extractTables(makePdf([{ content: lines.map(line).join("\n") }]));
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.map((r) => r.map((c) => c?.text ?? ""))).toEqual([
      ["SITE", "STAFF", "VACS"],
      ["LEEDS", "42", "3"],
      ["YORK", "17", "0"],
      ["HULL", "29", "5"],
    ]);
  });

  it("leaves a report's hyphen rules under its header and over its total out of the rows", async () => {
    const lines = [
      "DEPOT        ITEM          QUANTITY        VALUE",
      "-----------  ------------  --------  -----------",
      "LEEDS        BOLTS            1,200     3,480.00",
      "YORK         WASHERS            860       129.00",
      "HULL         BRACKETS            74     1,406.00",
      "-----------  ------------  --------  -----------",
      "TOTAL                         2,134     5,015.00",
    ];
    const result = await extractTables(makePdf([{ content: lines.map(line).join("\n") }]));
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.map((r) => r.map((c) => c?.text ?? ""))).toEqual([
      ["DEPOT", "ITEM", "QUANTITY", "VALUE"],
      ["LEEDS", "BOLTS", "1,200", "3,480.00"],
      ["YORK", "WASHERS", "860", "129.00"],
      ["HULL", "BRACKETS", "74", "1,406.00"],
      ["TOTAL", "", "2,134", "5,015.00"],
    ]);
  });
});
