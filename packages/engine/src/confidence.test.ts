import { describe, expect, it } from "vitest";
import { confidenceFrom } from "./confidence.js";
import type { TableEvidence } from "./detect/contract.js";

const evidence = (e: Partial<TableEvidence> = {}): TableEvidence => ({
  rulingCoverage: 1,
  alignmentResidual: 0,
  emptyCellRatio: 0,
  rowCount: 10,
  columnCount: 4,
  ...e,
});

describe("confidenceFrom", () => {
  it("gives a fully ruled, full grid 1", () => {
    expect(confidenceFrom(evidence())).toBe(1);
  });

  it("follows the documented formula for a borderless table (engine README, Confidence)", () => {
    // structure 0.85 * (1 - 1/4), fill 0.9, size 1
    expect(confidenceFrom(evidence({ rulingCoverage: 0, alignmentResidual: 1, emptyCellRatio: 0.1 }))).toBe(0.781);
    // text edges perfectly aligned: structure 0.85
    expect(confidenceFrom(evidence({ rulingCoverage: 0 }))).toBe(0.918);
  });

  it("counts cells a user's column guide cuts through against the alignment (engine README, Confidence)", () => {
    // structure 0.85 * (1 - 0) * (1 - 0.5), fill 1, size 1
    expect(confidenceFrom(evidence({ rulingCoverage: 0, guideCutRatio: 0.5 }))).toBe(0.684);
    expect(confidenceFrom(evidence({ rulingCoverage: 0, guideCutRatio: 0 }))).toBe(0.918);
  });

  it("takes the better of drawn borders and aligned text as the structure", () => {
    const half = confidenceFrom(evidence({ rulingCoverage: 0.5, alignmentResidual: 0 }));
    expect(half).toBe(confidenceFrom(evidence({ rulingCoverage: 0, alignmentResidual: 0 })));
    expect(confidenceFrom(evidence({ rulingCoverage: 0.95, alignmentResidual: 0 }))).toBeGreaterThan(half);
  });

  it("falls with empty cells, misalignment and tiny grids", () => {
    const base = confidenceFrom(evidence({ rulingCoverage: 0, alignmentResidual: 1 }));
    expect(confidenceFrom(evidence({ rulingCoverage: 0, alignmentResidual: 1, emptyCellRatio: 0.5 }))).toBeLessThan(
      base,
    );
    expect(confidenceFrom(evidence({ rulingCoverage: 0, alignmentResidual: 3 }))).toBeLessThan(base);
    expect(
      confidenceFrom(evidence({ rulingCoverage: 0, alignmentResidual: 1, rowCount: 2, columnCount: 2 })),
    ).toBeLessThan(base);
    // past 4 pt the text alignment counts for nothing: only fill and size remain
    expect(confidenceFrom(evidence({ rulingCoverage: 0, alignmentResidual: 40 }))).toBe(0.45);
  });

  it("stays within 0..1 for out-of-range and non-finite evidence", () => {
    expect(confidenceFrom(evidence({ rulingCoverage: 7, emptyCellRatio: -3 }))).toBe(1);
    expect(
      confidenceFrom(
        evidence({
          rulingCoverage: Number.NaN,
          alignmentResidual: Number.POSITIVE_INFINITY,
          emptyCellRatio: Number.NaN,
          rowCount: 0,
          columnCount: 0,
        }),
      ),
    ).toBe(0.35);
    expect(
      confidenceFrom(
        evidence({ rulingCoverage: 0, alignmentResidual: -5, emptyCellRatio: 1, rowCount: 1, columnCount: 1 }),
      ),
    ).toBe(0.618);
  });
});
