import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { clusterEdges } from "./edges.js";

// V8's own test of a list's element kind (natives, enabled for this file only).
setFlagsFromString("--allow-natives-syntax");
const isHoley = new Function("a", "return %HasHoleyElements(a)") as (list: unknown[]) => boolean;
import type { Segment } from "./model.js";

function segment(x0: number, x1: number, line: number): Segment {
  return { words: [], bbox: { x0, y0: line * 12, x1, y1: line * 12 + 8 }, text: "w", bold: false, line };
}

/** The support of the right-edge cluster holding segment `i`. */
function rightSupport(segments: Segment[], i: number, tolerance = 2.5): number {
  const { clusters, clusterOf } = clusterEdges(segments, tolerance);
  return clusters[clusterOf.right[i]!]!.support;
}

describe("clusterEdges", () => {
  it("keeps the edge of a figure column whose header words chain on to it", () => {
    // right-aligned figures ending 350-352 on ten lines (a blurred scan moves their edges a little),
    // under header words ending 344, 345.5 and 347.8: each within the tolerance of the next
    const figures = Array.from({ length: 10 }, (_, k) => segment(334, 350 + (k % 5) * 0.5, k + 3));
    const header = [segment(322, 344, 0), segment(330, 345.5, 1), segment(321, 347.8, 2)];
    const segments = [...header, ...figures];
    // the figures' ten lines and the header word ending 347.8, within the spread of one edge from them
    expect(rightSupport(segments, 3)).toBe(11);
    // the header words further off are not part of that edge
    expect(rightSupport(segments, 0)).toBe(0);
    expect(rightSupport(segments, 1)).toBe(0);
  });

  it("still gives ragged text drifting over a wide chain no edge", () => {
    // right edges of left-aligned prose lines, 1.5 pt apart from one to the next: no core holds most of them
    const segments = Array.from({ length: 10 }, (_, k) => segment(50, 300 + k * 1.5, k));
    for (let i = 0; i < segments.length; i++) expect(rightSupport(segments, i)).toBe(0);
  });

  it("counts each line once per cluster, whatever the line numbers", () => {
    // one left edge at 100 on lines 0, 0, 2, a line number past the plain list and a fractional one
    const lines = [0, 0, 2, 70000, 70000, 2.5];
    const segments = lines.map((line, k) => segment(100 + k * 0.1, 140 + k * 20, line));
    const { clusters, clusterOf } = clusterEdges(segments, 2.5);
    const left = clusters[clusterOf.left[0]!]!;
    expect(left.members).toHaveLength(6);
    expect(left.support).toBe(4);
    // a second cluster meets the same lines again: counted afresh
    const far = [...segments, segment(400, 420, 70000), segment(400.5, 430, 0)];
    const again = clusterEdges(far, 2.5);
    expect(again.clusters[again.clusterOf.left[6]!]!.support).toBe(2);
  });

  it("gives every segment its cluster in packed lists", () => {
    // edges met out of segment order: the writes by cluster land all over each list
    const segments = [segment(300, 320, 0), segment(100, 120, 1), segment(200, 220, 2), segment(101, 121, 3)];
    const { clusterOf } = clusterEdges(segments, 2.5);
    for (const list of [clusterOf.left, clusterOf.right, clusterOf.center]) {
      expect(list).toHaveLength(4);
      expect(isHoley(list)).toBe(false);
      for (const c of list) expect(c).toBeGreaterThanOrEqual(0);
    }
  });
});
