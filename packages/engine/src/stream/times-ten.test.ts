import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { phrase, phraseRight, pageInput, texts } from "./synthetic-page.js";
import { isTimesTenGap } from "./times-ten.js";

/** The rows laid out by `layout` on a 14 pt pitch, read back as one table's texts. */
function table(rows: string[][], layout: (row: string[], y: number) => Word[]): string[][] {
  const words = rows.flatMap((row, r) => layout(row, 100 + r * 14));
  const found = detectStream(pageInput(words)).tables;
  expect(found).toHaveLength(1);
  return texts(found[0]!.rows).map((r) => r.map((c) => c ?? ""));
}

describe("figures in scientific notation", () => {
  it("keeps mantissa, multiplication sign and power of ten one cell, though the gaps line up", () => {
    const rows = [
      ["Fuel", "CO2 (kg/m3)", "CH4 (g/GJ)", "Density"],
      ["Natural gas", "1.93 × 103", "1.0", "0.714"],
      ["Diesel oil", "2.68 × 103", "3.9", "840"],
      ["Heavy fuel oil", "3.13 × 103", "3.0", "980"],
      ["Kerosene", "2.52 × 103", "3.0", "800"],
      ["Biogas", "1.10 · 103", "1.0", "1.15"],
    ];
    const got = table(rows, (row, y) => [
      ...phrase(row[0]!, 72, y),
      ...phraseRight(row[1]!, 250, y),
      ...phraseRight(row[2]!, 320, y),
      ...phraseRight(row[3]!, 390, y),
    ]);
    expect(got).toEqual(rows);
  });
});

describe("isTimesTenGap", () => {
  it("joins a mantissa to its sign and the sign to its power of ten", () => {
    expect(isTimesTenGap("1.93", "×")).toBe(true);
    expect(isTimesTenGap("2.5", "·10-3")).toBe(true);
    expect(isTimesTenGap("×", "103")).toBe(true);
    expect(isTimesTenGap("⋅", "10-4")).toBe(true);
  });

  it("leaves words that are no mantissa, and a sign before other text", () => {
    expect(isTimesTenGap("Size", "×")).toBe(false);
    expect(isTimesTenGap("×", "width")).toBe(false);
    expect(isTimesTenGap("4", "AAA")).toBe(false);
  });
});
