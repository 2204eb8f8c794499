import { describe, expect, it } from "vitest";
import type { DetectInput, Detector, TableCandidate } from "../detect/contract.js";
import type { BBox } from "../types.js";
import { joinHeaderGrids } from "./header-grids.js";

/** A candidate of `rows` x `cols` cells filling `bbox`. */
function candidate(bbox: BBox, rows: number, cols: number, method: TableCandidate["method"]): TableCandidate {
  const cell = (r: number, c: number) => ({ text: `r${r}c${c}`, bbox, rowSpan: 1, colSpan: 1 });
  return {
    bbox,
    rows: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cell(r, c))),
    method,
    headerRows: 0,
    evidence: { rulingCoverage: 0, alignmentResidual: 0, emptyCellRatio: 0, rowCount: rows, columnCount: cols },
  };
}

const input = { content: {}, words: [], lines: [] } as unknown as DetectInput;
const header = candidate({ x0: 50, y0: 100, x1: 400, y1: 130 }, 2, 5, "lattice");
const body = candidate({ x0: 54, y0: 134, x1: 396, y1: 300 }, 10, 5, "stream");

/** A text reader that answers every area with one table of `rows` rows, and records the areas asked for. */
function reader(rows: number): { detect: Detector; areas: BBox[] } {
  const areas: BBox[] = [];
  const detect: Detector = (i) => {
    areas.push(...(i.areas ?? []));
    return { tables: [candidate(i.areas![0]!, rows, 5, "hybrid")], stages: {} };
  };
  return { detect, areas };
}

describe("joinHeaderGrids", () => {
  it("replaces a header-only grid and the body under it by one reading of both", () => {
    const { detect, areas } = reader(12);
    const out = joinHeaderGrids([header], [body], input, detect);
    expect(out.joined).toBe(1);
    expect(out.lattice).toEqual([]);
    expect(out.stream.map((t) => t.rows.length)).toEqual([12]);
    expect(areas).toEqual([{ x0: 50, y0: 100, x1: 400, y1: 300 }]);
  });

  it("leaves them apart when the joined reading adds no row to the body", () => {
    const out = joinHeaderGrids([header], [body], input, reader(10).detect);
    expect(out.joined).toBe(0);
    expect(out.lattice).toEqual([header]);
    expect(out.stream).toEqual([body]);
  });

  it("leaves a grid of more rows than a header, a body set well apart, or a wider body alone", () => {
    const tall = candidate(header.bbox, 4, 5, "lattice");
    const farBody = { ...body, bbox: { ...body.bbox, y0: 170 } };
    const wideBody = { ...body, bbox: { ...body.bbox, x1: 480 } };
    for (const [grid, under] of [
      [tall, body],
      [header, farBody],
      [header, wideBody],
    ] as const) {
      const { detect, areas } = reader(12);
      expect(joinHeaderGrids([grid], [under], input, detect).joined).toBe(0);
      expect(areas).toEqual([]);
    }
  });

  it("joins a grid boxing every column's head but the stub's, the stub left of it", () => {
    // shaded header cells parted by white lines, scanned: the stub's head is bounded by the fill's
    // edge, no line, so the grid starts right of the stub column (x 54-110; the figures from 130)
    const grid = candidate({ x0: 120, y0: 100, x1: 400, y1: 130 }, 2, 4, "lattice");
    const columns: [number, number][] = [
      [54, 110],
      [130, 190],
      [200, 260],
      [270, 330],
      [340, 396],
    ];
    const stubbed: TableCandidate = {
      ...body,
      rows: body.rows.map((row) =>
        row.map((cell, c) => cell && { ...cell, bbox: { ...cell.bbox, x0: columns[c]![0], x1: columns[c]![1] } }),
      ),
    };
    const { detect, areas } = reader(12);
    expect(joinHeaderGrids([grid], [stubbed], input, detect).joined).toBe(1);
    expect(areas).toEqual([{ x0: 54, y0: 100, x1: 400, y1: 300 }]);
    // a grid starting inside the body's second column is no header over it
    const inside = candidate({ x0: 160, y0: 100, x1: 400, y1: 130 }, 2, 4, "lattice");
    expect(joinHeaderGrids([inside], [stubbed], input, reader(12).detect).joined).toBe(0);
  });
});
