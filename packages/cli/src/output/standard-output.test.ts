import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { runPdftabRedirected } from "../cli-process.fixture.js";
import { standardOutputProblem } from "./standard-output.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-stdout-"));
const ruled = path.join(dir, "ruled.pdf");
writeFileSync(ruled, ruledTablePdf().bytes);

describe("standardOutputProblem", () => {
  it("refuses a descriptor open for reading only, and /dev/null opened read-write (what Node makes of a closed one)", () => {
    expect(standardOutputProblem({ access: "read", nullDevice: false })).toBe("it is open for reading only");
    expect(standardOutputProblem({ access: "read-write", nullDevice: true })).toMatch(/^it is closed/);
  });

  it("keeps a shell's > /dev/null (write-only), files, pipes, terminals, and systems that do not say", () => {
    expect(standardOutputProblem({ access: "write", nullDevice: true })).toBeUndefined();
    expect(standardOutputProblem({ access: "read-write", nullDevice: false })).toBeUndefined();
    expect(standardOutputProblem({ access: "write", nullDevice: false })).toBeUndefined();
    expect(standardOutputProblem({ access: undefined, nullDevice: true })).toBeUndefined();
  });
});

describe.skipIf(process.platform !== "linux")("pdftab with standard output closed (>&-)", () => {
  it("refuses extract before the work with [output_unwritable] and exit 3, instead of exit 0 and no tables", () => {
    const run = runPdftabRedirected(">&-", ["extract", ruled, "--format", "csv"]);
    expect(run.stderr.toString()).toBe(
      "pdftab: cannot write standard output: it is closed (give -o FILE, or > /dev/null to drop the output) [output_unwritable]\n",
    );
    expect(run.status).toBe(3);
  });

  it("refuses inspect and debug -o - the same way, and a bad flag is still the usage error", () => {
    for (const args of [
      ["inspect", ruled],
      ["debug", ruled, "-o", "-"],
    ]) {
      const run = runPdftabRedirected(">&-", args);
      expect(run.stderr.toString()).toContain("cannot write standard output: it is closed");
      expect(run.status).toBe(3);
    }
    expect(runPdftabRedirected(">&-", ["extract", ruled, "--method", "sideways"]).status).toBe(2);
  });

  it("still writes -o FILE with standard output closed, and still runs with > /dev/null (output dropped on purpose)", () => {
    const out = path.join(dir, "closed.csv");
    const run = runPdftabRedirected(">&-", ["extract", ruled, "-o", out]);
    expect(run.status).toBe(0);
    expect(run.stderr.toString()).toContain(`1 table(s) from 1 page(s) written to ${out}`);
    const discarded = runPdftabRedirected("> /dev/null", ["extract", ruled, "--format", "csv"]);
    expect(discarded.stderr.toString()).toBe("");
    expect(discarded.status).toBe(0);
  });
});
