import { describe, expect, it } from "vitest";
import { indentLevels } from "./indent-levels.js";

describe("indentLevels", () => {
  it("gives each edge its level: flush sections with items indented under them", () => {
    const edges = [58, 58, 70, 70.4, 58.3, 58, 70, 69.8, 70, 58];
    const levels = indentLevels(edges)!;
    expect(levels).not.toBeNull();
    edges.forEach((x, i) => expect(levels[i]).toBeCloseTo(x < 64 ? 58 : 70, 0));
  });

  it("takes three levels stepped by one indent", () => {
    const edges = [58, 70, 82, 82, 70, 82, 58, 70, 82, 58];
    expect(indentLevels(edges)).toEqual(edges);
  });

  it("takes four or more levels stepped by one indent, however deep the hierarchy", () => {
    const four = [58, 70.3, 82, 94, 94, 82, 70, 58, 70, 82.4, 94.2, 94];
    const levels = indentLevels(four)!;
    expect(levels).not.toBeNull();
    four.forEach((x, i) => expect(levels[i]).toBeCloseTo(58 + 12 * Math.round((x - 58) / 12), 0));
    const five = [40, 50, 60, 70, 80];
    expect(indentLevels([...five, ...five])).toEqual([...five, ...five]);
  });

  it("takes no scattered edges, however few cells are off", () => {
    // five distinct starts, each used by three cells
    const five = [58, 62, 70, 77, 85];
    expect(indentLevels([...five, ...five, ...five])).toBeNull();
    // four levels, steps of 12, 12 and 20 pt: one level is off the indent
    const uneven = [58, 70, 82, 102];
    expect(indentLevels([...uneven, ...uneven, ...uneven])).toBeNull();
    // three levels, but the steps differ (5 pt, then 16 pt)
    expect(indentLevels([58, 58, 58, 63, 63, 63, 79, 79, 79])).toBeNull();
    // one cell alone at its own edge is an outlier, not a level
    expect(indentLevels([58, 58, 58, 58, 70])).toBeNull();
  });

  it("takes no edges a whole column apart, nor a spread too small to be an indent", () => {
    expect(indentLevels([58, 58, 58, 180, 180, 180])).toBeNull();
    expect(indentLevels([289.2, 289.2, 289.2, 292.3, 292.3, 291.1])).toBeNull();
  });

  it("leaves a column with one edge to the column's own anchor", () => {
    expect(indentLevels([58, 58, 58.5, 58])).toBeNull();
  });
});
