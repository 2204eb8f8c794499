import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { PDFTAB_BIN } from "../cli-process.fixture.js";

// The command as a user who owns OUT but made it read-only; root may write any file (as with the shell's >), so as
// root the command runs as "nobody".
const root = process.getuid?.() === 0;
const nobody = 65534;

describe("pdftab extract -o OUT the user may not write", () => {
  it("refuses before the work, as the shell's > does, and leaves OUT as it was (it was replaced)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pdftab-read-only-"));
    chmodSync(dir, 0o777);
    const pdf = path.join(dir, "table.pdf");
    writeFileSync(pdf, ruledTablePdf().bytes);
    chmodSync(pdf, 0o644);
    const out = path.join(dir, "kept.csv");
    writeFileSync(out, "kept\n");
    if (root) chownSync(out, nobody, nobody);
    chmodSync(out, 0o444);
    const run = spawnSync(process.execPath, [PDFTAB_BIN, "extract", pdf, "-o", out], {
      timeout: 60_000,
      ...(root ? { uid: nobody, gid: nobody } : {}),
    });
    expect(run.stderr.toString()).toBe(`pdftab: cannot write ${out}: permission denied [output_unwritable]\n`);
    expect(run.status).toBe(3);
    expect(readFileSync(out, "utf8")).toBe("kept\n");
  });
});
