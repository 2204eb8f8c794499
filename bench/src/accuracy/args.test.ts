import { describe, expect, it } from "vitest";
import { chosenFile, parseAccuracyArgs } from "./args.js";

describe("parseAccuracyArgs", () => {
  it("defaults to a full auto run that writes the results file", () => {
    expect(parseAccuracyArgs([])).toEqual({
      json: false,
      method: "auto",
      sets: ["corpus", "generated"],
      stitch: false,
      write: true,
      scanned: false,
    });
  });

  it("never writes published figures from a partial or non-auto run", () => {
    expect(parseAccuracyArgs(["--file", "camelot_health.pdf"])).toMatchObject({ file: "camelot_health", write: false });
    expect(parseAccuracyArgs(["--method", "stream"]).write).toBe(false);
    expect(parseAccuracyArgs(["--stitch"])).toMatchObject({ stitch: true, write: false });
    expect(parseAccuracyArgs(["--only", "generated", "--json"])).toMatchObject({
      sets: ["generated"],
      json: true,
      write: false,
    });
    expect(parseAccuracyArgs(["--scanned", "--limit", "3"])).toMatchObject({ scanned: true, limit: 3, write: false });
    expect(parseAccuracyArgs(["--scanned", "--wear", "scan300,fax150"])).toMatchObject({ wear: ["scan300", "fax150"] });
    expect(parseAccuracyArgs(["--match", "borderless"])).toMatchObject({ match: "borderless", write: false });
  });

  it("chooses files by exact name and by a part of the name", () => {
    const args = parseAccuracyArgs(["--match", "borderless"]);
    expect(chosenFile(args, "gen_borderless_numbers")).toBe(true);
    expect(chosenFile(args, "gen_zebra")).toBe(false);
    expect(chosenFile(parseAccuracyArgs([]), "gen_zebra")).toBe(true);
    expect(chosenFile(parseAccuracyArgs(["--file", "gen_zebra", "--match", "zeb"]), "gen_zebra")).toBe(true);
    expect(chosenFile(parseAccuracyArgs(["--file", "gen_zebra", "--match", "x"]), "gen_zebra")).toBe(false);
  });

  it("rejects unknown flags and bad values with BENCH_USAGE", () => {
    expect(() => parseAccuracyArgs(["--fast"])).toThrow(/BENCH_USAGE/);
    expect(() => parseAccuracyArgs(["--method", "ocr"])).toThrow(/BENCH_USAGE/);
    expect(() => parseAccuracyArgs(["--file"])).toThrow(/BENCH_USAGE/);
  });
});
