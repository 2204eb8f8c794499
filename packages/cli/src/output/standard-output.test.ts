import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { PDFTAB_BIN, runPdftabRedirected } from "../cli-process.fixture.js";
import { standardOutputProblem } from "./standard-output.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-stdout-"));
const ruled = path.join(dir, "ruled.pdf");
writeFileSync(ruled, ruledTablePdf().bytes);

describe("standardOutputProblem", () => {
  it("refuses a descriptor open for reading only", () => {
    expect(standardOutputProblem({ access: "read" })).toBe("it is open for reading only");
  });

  it("keeps write-only and read-write descriptors (files, pipes, terminals, /dev/null) and systems that do not say", () => {
    for (const access of ["write", "read-write", undefined] as const)
      expect(standardOutputProblem({ access })).toBeUndefined();
  });
});

describe.skipIf(process.platform !== "linux")("pdftab's standard output as the shell or a caller leaves it", () => {
  it("refuses a standard output open for reading only before the work, with [output_unwritable] and exit 3", () => {
    for (const args of [
      ["extract", ruled, "--format", "csv"],
      ["inspect", ruled],
      ["debug", ruled, "-o", "-"],
    ]) {
      const run = runPdftabRedirected(`1< "${ruled}"`, args);
      expect(run.stderr.toString()).toBe(
        "pdftab: cannot write standard output: it is open for reading only [output_unwritable]\n",
      );
      expect(run.status).toBe(3);
    }
    expect(runPdftabRedirected(`1< "${ruled}"`, ["extract", ruled, "--method", "sideways"]).status).toBe(2);
  });

  it("runs with its output dropped on purpose: > /dev/null, and a caller's ignored output (read-write /dev/null)", () => {
    const discarded = runPdftabRedirected("> /dev/null", ["extract", ruled, "--format", "csv"]);
    expect(discarded.stderr.toString()).toBe("");
    expect(discarded.status).toBe(0);
    const ignored = spawnSync(process.execPath, [PDFTAB_BIN, "extract", ruled, "--format", "csv"], {
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 60_000,
    });
    expect(ignored.stderr.toString()).toBe("");
    expect(ignored.status).toBe(0);
  });
});
