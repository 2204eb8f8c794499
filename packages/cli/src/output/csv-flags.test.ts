import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { parseArgs, UsageError } from "../args.js";
import { runPdftab } from "../cli-process.fixture.js";
import { CSV_BOM_SWITCH, parseCsvFlags } from "./csv-flags.js";

const flags = (...argv: string[]) => parseArgs(argv, ["csv-delimiter"], [CSV_BOM_SWITCH]);

describe("parseCsvFlags", () => {
  it("gives only the options given, by the delimiter's name", () => {
    expect(parseCsvFlags(flags(), "csv")).toEqual({});
    expect(parseCsvFlags(flags("--csv-delimiter", "semicolon", "--csv-bom"), "csv")).toEqual({
      delimiter: ";",
      bom: true,
    });
    expect(parseCsvFlags(flags("--csv-delimiter=tab"), "csv")).toEqual({ delimiter: "\t" });
    expect(parseCsvFlags(flags("--csv-delimiter", "Comma"), "csv")).toEqual({ delimiter: "," });
  });

  it("refuses another delimiter, and either flag with a format other than csv", () => {
    expect(() => parseCsvFlags(flags("--csv-delimiter", ";"), "csv")).toThrow(
      new UsageError('--csv-delimiter must be comma, semicolon or tab, not ";"'),
    );
    expect(() => parseCsvFlags(flags("--csv-bom"), "json")).toThrow(
      new UsageError("--csv-bom is for CSV output, not json; add --format csv (or -o FILE.csv)"),
    );
    expect(() => parseCsvFlags(flags("--csv-delimiter", "tab", "--csv-bom"), "xlsx")).toThrow(/are for CSV output/);
  });
});

describe("pdftab extract --csv-delimiter --csv-bom", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-csv-flags-"));
  const ruled = path.join(dir, "ruled.pdf");
  writeFileSync(ruled, ruledTablePdf().bytes);

  it("writes the CSV with the delimiter and byte order mark asked for, to a pipe and to -o", () => {
    const piped = runPdftab(["extract", ruled, "--format", "csv", "--csv-delimiter", "semicolon", "--csv-bom"]);
    expect(piped.status).toBe(0);
    const text = piped.stdout.toString("utf8");
    expect(text.startsWith('\uFEFFRegion;"Units\nsold";Revenue\r\n')).toBe(true);
    const out = path.join(dir, "tabs.csv");
    expect(runPdftab(["extract", ruled, "--csv-delimiter", "tab", "-o", out]).status).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(text.slice(1).replace(/;/g, "\t"));
  });

  it("exits 2 for a bad delimiter or a CSV flag with JSON output, before reading the file", () => {
    for (const args of [
      ["extract", ruled, "--format", "csv", "--csv-delimiter", "pipe"],
      ["extract", ruled, "--csv-bom"],
      ["extract", path.join(dir, "missing.pdf"), "--csv-delimiter", "tab"],
    ]) {
      const run = runPdftab(args);
      expect(run.status).toBe(2);
      expect(run.stdout.length).toBe(0);
    }
  });
});
