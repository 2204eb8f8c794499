import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { runPdftab } from "../cli-process.fixture.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-no-tables-"));
const letter = path.join(dir, "letter.pdf");
writeFileSync(
  letter,
  makePdf([{ content: "BT /F1 11 Tf 72 720 Td (Dear customer, thank you for your letter.) Tj ET" }]),
);

describe("pdftab extract of a PDF without tables", () => {
  it("writes '# No tables found' as CSV to a pipe, as the server's CSV download does, with exit 0 and nothing on stderr", () => {
    const run = runPdftab(["extract", letter, "--format", "csv"]);
    expect(run.stdout.toString()).toBe("# No tables found\r\n");
    expect(run.stderr.toString()).toBe("");
    expect(run.status).toBe(0);
  });

  it("writes the same line to -o FILE and says 0 table(s) on stderr; JSON has table_count 0", () => {
    const out = path.join(dir, "letter.csv");
    const run = runPdftab(["extract", letter, "-o", out]);
    expect(readFileSync(out, "utf8")).toBe("# No tables found\r\n");
    expect(run.stderr.toString()).toBe(`pdftab: 0 table(s) from 1 page(s) written to ${out}\n`);
    expect(run.status).toBe(0);
    const json = runPdftab(["extract", letter]);
    expect(JSON.parse(json.stdout.toString())).toMatchObject({ table_count: 0, method: "none", tables: [] });
    expect(json.status).toBe(0);
  });
});
