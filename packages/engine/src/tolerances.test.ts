import { describe, expect, it } from "vitest";
import { EngineError } from "./errors.js";
import { LATTICE_LIMITS } from "./lattice/settings.js";
import { RULING_LIMITS } from "./reader/rulings.js";
import { checkSettings } from "./setting-limits.js";
import { STREAM_LIMITS } from "./stream/settings.js";
import { TEXT_LIMITS } from "./text/lines.js";
import { DEFAULT_TOLERANCES, resolveTolerances } from "./tolerances.js";

/** The error message of a refused override, or "accepted". */
function refusal(overrides: unknown): string {
  try {
    resolveTolerances(overrides);
  } catch (e) {
    if (e instanceof EngineError && e.code === "invalid_options") return e.message;
    throw e;
  }
  return "accepted";
}

describe("resolveTolerances", () => {
  it("gives every stage's defaults when nothing is overridden", () => {
    expect(resolveTolerances(undefined)).toEqual(DEFAULT_TOLERANCES);
    expect(resolveTolerances({})).toEqual(DEFAULT_TOLERANCES);
  });

  it("replaces only the settings given, in any group", () => {
    const t = resolveTolerances({ ruling: { snap: 1 }, stream: { minTabularLines: 4 } });
    expect(t.ruling).toEqual({ ...DEFAULT_TOLERANCES.ruling, snap: 1 });
    expect(t.stream).toEqual({ ...DEFAULT_TOLERANCES.stream, minTabularLines: 4 });
    expect(t.text).toEqual(DEFAULT_TOLERANCES.text);
  });

  it("has a limit for every default, and every default lies within it", () => {
    const limits = { ruling: RULING_LIMITS, text: TEXT_LIMITS, lattice: LATTICE_LIMITS, stream: STREAM_LIMITS };
    for (const [group, defaults] of Object.entries(DEFAULT_TOLERANCES)) {
      const groupLimits = limits[group as keyof typeof limits];
      expect(Object.keys(groupLimits).sort()).toEqual(Object.keys(defaults).sort());
      expect(checkSettings(defaults, groupLimits, `tolerances.${group}`)).toEqual(defaults);
    }
  });

  it("refuses unknown groups and settings in every group, naming them", () => {
    expect(refusal({ grid: {} })).toContain("tolerances.grid is not a settings group");
    for (const group of ["ruling", "text", "lattice", "stream"]) {
      expect(refusal({ [group]: { nope: 1 } })).toContain(`tolerances.${group}.nope is not a setting`);
    }
    // Inherited names are not settings either.
    expect(refusal({ text: { toString: 1 } })).toContain("tolerances.text.toString is not a setting");
  });

  it("refuses values that are not finite numbers", () => {
    expect(refusal({ text: { wordGap: "0.3" } })).toBe(
      'Invalid options: tolerances.text.wordGap must be a number from 0 to 100 (got "0.3").',
    );
    expect(refusal({ lattice: { intersection: Number.NaN } })).toContain("tolerances.lattice.intersection");
    expect(refusal({ stream: { alignTolerance: Infinity } })).toContain("tolerances.stream.alignTolerance");
    expect(refusal({ ruling: { snap: null } })).toContain("(got null)");
    expect(refusal({ stream: 3 })).toContain("tolerances.stream must be an object");
    expect(refusal([])).toContain("tolerances must be an object");
  });

  it("refuses numbers out of their range and fractions where a count is meant", () => {
    expect(refusal({ stream: { regionGapLines: -1 } })).toContain("tolerances.stream.regionGapLines");
    expect(refusal({ stream: { ruleCoverRatio: 1.5 } })).toBe(
      "Invalid options: tolerances.stream.ruleCoverRatio must be a number from 0 to 1 (got 1.5).",
    );
    expect(refusal({ ruling: { maxGrey: 2 } })).toContain("tolerances.ruling.maxGrey");
    expect(refusal({ stream: { minTabularLines: 0 } })).toContain("must be a whole number from 1");
    expect(refusal({ stream: { maxHeaderRows: 2.5 } })).toContain("must be a whole number");
    // Lines that merely touch are not one line: some overlap is always required.
    expect(refusal({ text: { lineOverlap: 0 } })).toContain(
      "tolerances.text.lineOverlap must be a number from 0.01 to 1",
    );
    expect(refusal({ stream: { titleSizeRatio: 0.9 } })).toContain("tolerances.stream.titleSizeRatio");
    expect(refusal({ stream: { maxHeaderRows: 0, ruleCoverRatio: 1, titleSizeRatio: 1 } })).toBe("accepted");
  });
});
