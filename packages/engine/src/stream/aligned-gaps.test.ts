import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { phrase, phraseRight, pageInput, texts, word } from "./synthetic-page.js";

/** A space in the synthetic font at size 10. */
const SPACE = 5;

function table(rows: string[][], layout: (row: string[], y: number) => Word[]): string[][] {
  const words = rows.flatMap((row, r) => layout(row, 100 + r * 14));
  const found = detectStream(pageInput(words)).tables;
  expect(found).toHaveLength(1);
  return texts(found[0]!.rows).map((r) => r.map((c) => c ?? ""));
}

describe("columns parted by a single word space", () => {
  it("splits right-aligned figures from the code a space after them", () => {
    const rows = [
      ["648765", "AAA", "Allegiant Air", "7,100"],
      ["82030", "AAA", "American Airlines", "77"],
      ["509462", "BAW", "Delta Air Lines", "1,415"],
      ["4021", "BAW", "Endeavor Air", "600"],
      ["478482", "CLB", "Skywest", "52"],
      ["61950", "CLB", "United Airlines", "9,063"],
    ];
    const got = table(rows, (row, y) => [
      ...phraseRight(row[0]!, 120, y),
      word(row[1]!, 120 + SPACE, y),
      ...phrase(row[2]!, 170, y),
      ...phraseRight(row[3]!, 320, y),
    ]);
    expect(got).toEqual(rows);
  });

  it("keeps a repeated phrase in a left-aligned column and a thousands gap whole", () => {
    const rows = [
      ["North depot", "1 234 567", "12"],
      ["North yard", "234 110", "7"],
      ["North depot", "3 410 002", "31"],
      ["North yard", "12 900", "5"],
      ["North depot", "1 005 320", "8"],
    ];
    const got = table(rows, (row, y) => [
      ...phrase(row[0]!, 72, y),
      ...phraseRight(row[1]!, 220, y),
      ...phraseRight(row[2]!, 300, y),
    ]);
    expect(got).toEqual(rows);
  });

  it("does not cut a label at the dot leaders that run to its figure", () => {
    const labels = ["Total", "Violent crime", "Robbery", "Burglary", "Motor theft"];
    const rows = labels.map((l, i) => [l, String((i + 3) * 1117), String((i + 2) * 71)]);
    const got = table(rows, (row, y) => {
      // Sub-items indented, as statistical tables set them, so the labels start at different x.
      const label = phrase(row[0]!, row[0] === "Total" ? 72 : 80, y);
      const end = label[label.length - 1]!.bbox.x1;
      // Leaders on a fixed grid, as typesetters set them: every 6 points from 100 to 200.
      const dots = Array.from({ length: 17 }, (_, k) => 100 + k * 6)
        .filter((x) => x > end + 1)
        .map((x) => word(".", x, y));
      return [...label, ...dots, ...phraseRight(row[1]!, 260, y), ...phraseRight(row[2]!, 320, y)];
    });
    expect(got.map((r) => r.slice(1))).toEqual(rows.map((r) => r.slice(1)));
    expect(got.every((r) => r.length === 3)).toBe(true);
  });

  it("keeps a value and its spread one cell, set on the decimal point down the column", () => {
    // Means of different widths set on their point (at x 150), each a space from "±" and its spread.
    const rows = [
      ["Baseline", "84.7 ± 0.6", "12"],
      ["Wide model", "191.2 ± 10.3", "7"],
      ["Probe", "1.9 ± 0.1", "31"],
      ["Ensemble", "93.5 ± 0.2", "5"],
      ["Distilled", "90.1 +/- 0.5", "8"],
    ];
    const got = table(rows, (row, y) => {
      const point = row[1]!.indexOf(".");
      return [...phrase(row[0]!, 72, y), ...phrase(row[1]!, 150 - point * SPACE, y), ...phraseRight(row[2]!, 300, y)];
    });
    expect(got).toEqual(rows);
  });
});
