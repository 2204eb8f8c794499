import { describe, expect, it } from "vitest";
import type { TableCandidate } from "../detect/contract.js";
import type { BBox, Cell, Ruling, Word } from "../types.js";
import { CELL_DOUBT, cellConfidences } from "./cell-confidence.js";

const box = (x0: number, y0: number, x1: number, y1: number): BBox => ({ x0, y0, x1, y1 });
const word = (text: string, b: BBox): Word => ({ text, bbox: b, glyphs: [], fontSize: 10, bold: false, direction: 0 });
const cell = (text: string, b: BBox): Cell => ({ text, bbox: b, rowSpan: 1, colSpan: 1 });

/** Two columns (x 0-100, 100-200), three rows 20 pt high; numbers right-aligned at x 195. */
function table(
  method: TableCandidate["method"],
  lastNumberRight = 195,
  secondLine = false,
): { t: TableCandidate; words: Word[] } {
  const words: Word[] = [];
  const rows = [0, 1, 2].map((r) => {
    const y = r * 20;
    const right = r === 2 ? lastNumberRight : 195;
    words.push(word(`Name${r}`, box(5, y + 5, 40, y + 15)), word(`${r}00`, box(right - 20, y + 5, right, y + 15)));
    return [
      cell(`Name${r}${secondLine && r === 0 ? "\nmore" : ""}`, box(0, y, 100, y + 20)),
      cell(`${r}00`, box(100, y, 200, y + 20)),
    ];
  });
  const evidence = { rulingCoverage: 0, alignmentResidual: 0, emptyCellRatio: 0, rowCount: 3, columnCount: 2 };
  return { t: { bbox: box(0, 0, 200, 60), rows, method, headerRows: 0, evidence }, words };
}

describe("cellConfidences", () => {
  it("gives every cell the table's confidence when nothing speaks against it", () => {
    const { t, words } = table("stream");
    expect(cellConfidences(t, 0.9, words, []).flat()).toEqual(Array(6).fill(0.9));
  });

  it("lowers a cell whose text sits off its column's alignment, the more the further", () => {
    const near = table("stream", 191);
    const far = table("stream", 175);
    const a = cellConfidences(near.t, 0.9, near.words, [])[2]![1]!;
    const b = cellConfidences(far.t, 0.9, far.words, [])[2]![1]!;
    expect(a).toBeLessThan(0.9);
    expect(b).toBeLessThan(a);
    expect(b).toBeCloseTo(0.9 * CELL_DOUBT.offAlignment, 3);
  });

  it("lowers a cell a ruling runs through, and lines joined without a rule", () => {
    const { t, words } = table("stream", 195, true);
    const cut: Ruling = { orientation: "vertical", x0: 20, x1: 20, y0: 0, y1: 20, width: 0.5 };
    const c = cellConfidences(t, 1, words, [cut]);
    expect(c[0]![0]).toBeCloseTo(CELL_DOUBT.rulingThroughText * CELL_DOUBT.joinedLines, 3);
    expect(c[1]![0]).toBe(1);
  });

  it("lowers a cell whose text runs over its side into the next column", () => {
    const { t, words } = table("lattice");
    words.push(word("overflowing", box(60, 25, 130, 35)));
    expect(cellConfidences(t, 1, words, [])[1]![0]).toBeCloseTo(CELL_DOUBT.textOverEdge, 3);
  });

  it("files a word in the first cell holding its centre, row by row, whatever tables came before", () => {
    // Two cells overlapping in y 30-40, each over several 12 pt buckets; the word's centre (y 35) is in both.
    const evidence = { rulingCoverage: 0, alignmentResidual: 0, emptyCellRatio: 0, rowCount: 2, columnCount: 1 };
    const overlapping: TableCandidate = {
      bbox: box(0, 0, 100, 70),
      rows: [[cell("upper", box(0, 0, 100, 40))], [cell("lower", box(0, 30, 100, 70))]],
      method: "lattice",
      headerRows: 0,
      evidence,
    };
    const spilling = [word("spilling", box(50, 30, 110, 40))];
    const big = table("lattice");
    const bigger: TableCandidate = {
      ...big.t,
      rows: [...big.t.rows, ...big.t.rows, ...big.t.rows],
      bbox: box(0, 0, 200, 500),
    };
    for (const before of [null, bigger]) {
      if (before) cellConfidences(before, 1, big.words, []);
      const c = cellConfidences(overlapping, 1, spilling, []);
      expect(c[0]![0]).toBeCloseTo(CELL_DOUBT.textOverEdge, 3);
      expect(c[1]![0]).toBe(1);
    }
    // Below the upper cell's last bucket the word goes to the lower one.
    const low = cellConfidences(overlapping, 1, [word("spilling", box(50, 55, 110, 65))], []);
    expect(low.map((r) => r[0])).toEqual([1, CELL_DOUBT.textOverEdge]);
  });
});
