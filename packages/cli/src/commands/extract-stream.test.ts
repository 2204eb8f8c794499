import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractTables } from "@pdftab/engine";
import { multiPagePdf } from "@pdftab/engine/testing";
import { toCsv } from "@pdftab/export/csv";
import { toExtractInfo } from "@pdftab/export/extract-info";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-stream-"));
const ledger = path.join(dir, "ledger.pdf");
const pdf = multiPagePdf(6, 8).bytes;
writeFileSync(ledger, pdf);
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void errors.push(a.join(" ")));
});
afterEach(() => vi.restoreAllMocks());

describe("pdftab extract writing page by page", () => {
  it("writes JSON that parses to the whole document's extract-info, and CSV equal to toCsv", async () => {
    const engine = await extractTables(pdf, { ocr: { mode: "auto" } });
    expect(engine.tables.length).toBe(6);
    const json = path.join(dir, "ledger.json");
    expect(await main(["extract", ledger, "-o", json])).toBe(0);
    const text = readFileSync(json, "utf8");
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).toEqual(
      JSON.parse(JSON.stringify(toExtractInfo(engine.tables, { fileName: "ledger.pdf", warnings: engine.warnings }))),
    );
    const csv = path.join(dir, "ledger.csv");
    expect(await main(["extract", ledger, "--format", "csv", "-o", csv])).toBe(0);
    expect(readFileSync(csv, "utf8")).toBe(toCsv({ fileName: "ledger.pdf", tables: engine.tables }));
    expect(errors).toContain(`pdftab: 6 table(s) from 6 page(s) written to ${csv}`);
  });

  it("leaves no output file when the document fails before its first table", async () => {
    const junk = path.join(dir, "junk.pdf");
    writeFileSync(junk, "not a pdf at all");
    for (const format of ["json", "csv", "xlsx"]) {
      const out = path.join(dir, `junk.${format}`);
      expect(await main(["extract", junk, "--format", format, "-o", out])).toBe(4);
      expect(existsSync(out)).toBe(false);
    }
  });

  it("reports a file it cannot write with exit code 3, saying why in words", async () => {
    const out = path.join(dir, "no-such-folder", "ledger.csv");
    expect(await main(["extract", ledger, "--format", "csv", "-o", out])).toBe(3);
    expect(errors.join("\n")).toContain(`cannot write ${out}: no such folder`);
    expect(await main(["extract", ledger, "--format", "csv", "-o", dir])).toBe(3);
    expect(errors.join("\n")).toContain(`cannot write ${dir}: it is a directory`);
  });
});
