import { gridsEqual, normalizeGrid, type Grid } from "./normalize.js";

/** Direction of an adjacency relation between two non-empty cells. */
export type RelationDirection = "right" | "down";

/** Precision, recall and F1 of one extracted table against one expected table. */
export interface RelationScore {
  precision: number;
  recall: number;
  f1: number;
  /** Relations in the expected grid. */
  expected: number;
  /** Relations in the extracted grid. */
  extracted: number;
  /** Relations present in both (as a multiset). */
  matched: number;
}

const SEP = "\u0000";

/**
 * ICDAR-2013-style adjacency relations of a grid, as a multiset keyed by
 * direction and the two normalised texts: for every non-empty cell, the
 * nearest non-empty cell to its right in the same row and the nearest
 * non-empty cell below it in the same column. Empty cells are skipped, so
 * blank spacer rows or columns change nothing.
 */
export function adjacencyRelations(grid: Grid): Map<string, number> {
  const cells = normalizeGrid(grid);
  const relations = new Map<string, number>();
  const add = (dir: RelationDirection, from: string, to: string) => {
    const key = dir + SEP + from + SEP + to;
    relations.set(key, (relations.get(key) ?? 0) + 1);
  };
  const height = cells.length;
  const width = cells[0]?.length ?? 0;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const text = cells[r]?.[c] ?? "";
      if (text === "") continue;
      const right = cells[r]?.slice(c + 1).find((t) => t !== "");
      if (right !== undefined) add("right", text, right);
      for (let below = r + 1; below < height; below++) {
        const t = cells[below]?.[c] ?? "";
        if (t !== "") {
          add("down", text, t);
          break;
        }
      }
    }
  }
  return relations;
}

function size(multiset: Map<string, number>): number {
  let n = 0;
  for (const count of multiset.values()) n += count;
  return n;
}

/**
 * Compares the adjacency relations of an extracted grid with an expected one.
 * A relation matches when direction and both texts agree; duplicates count as
 * often as they occur in both. When the expected grid has no relations at all
 * (zero or one non-empty cell) the score is 1 for an exact grid match, else 0.
 */
export function scoreRelations(expected: Grid, extracted: Grid): RelationScore {
  const want = adjacencyRelations(expected);
  const got = adjacencyRelations(extracted);
  const expectedCount = size(want);
  const extractedCount = size(got);
  if (expectedCount === 0) {
    const same = gridsEqual(expected, extracted) ? 1 : 0;
    return { precision: same, recall: same, f1: same, expected: 0, extracted: extractedCount, matched: 0 };
  }
  let matched = 0;
  for (const [key, count] of want) matched += Math.min(count, got.get(key) ?? 0);
  const precision = extractedCount === 0 ? 0 : matched / extractedCount;
  const recall = matched / expectedCount;
  const f1 = matched === 0 ? 0 : (2 * matched) / (expectedCount + extractedCount);
  return { precision, recall, f1, expected: expectedCount, extracted: extractedCount, matched };
}
