import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { ruledTablePdf, scannedPdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { captureConsole } from "./console-capture.fixture.js";
import { parseOcrFlags } from "./commands/extract.js";
import { main } from "./main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-ocr-"));
const fixture = ruledTablePdf();
const scan = path.join(dir, "scan.pdf");
writeFileSync(scan, scannedPdf(fixture.bytes, { dpi: 200, rotate: 1 }));

const { errors } = captureConsole();

describe("pdftab extract --ocr", () => {
  it("reads a scanned table by OCR by default and says so", async () => {
    const out = path.join(dir, "scan.json");
    expect(await main(["extract", scan, "--ocr-timeout", "600000", "-o", out])).toBe(0);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.table_count).toBe(1);
    expect(info.method).toBe("ocr-lattice");
    expect(info.tables[0].data.length + 1).toBe(fixture.tables[0]!.cells.length);
    expect(info.warnings).toEqual([expect.objectContaining({ page: 1, code: "ocr_used" })]);
    expect(errors.join("\n")).toMatch(/warning: page 1 \(ocr_used\)/);
  }, 600_000);

  it("leaves the scan unread with --ocr off", async () => {
    const out = path.join(dir, "off.json");
    expect(await main(["extract", scan, "--ocr", "off", "-o", out])).toBe(0);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.table_count).toBe(0);
    expect(info.warnings).toEqual([expect.objectContaining({ code: "no_text_layer" })]);
  });

  it("refuses a bad mode or language list with a usage error", async () => {
    expect(await main(["extract", scan, "--ocr", "sometimes"])).toBe(2);
    expect(await main(["extract", scan, "--ocr-languages", "../etc"])).toBe(2);
    expect(await main(["extract", scan, "--ocr-timeout", "soon"])).toBe(2);
    expect(await main(["extract", scan, "--ocr-threads", "0"])).toBe(2);
    expect(await main(["extract", scan, "--ocr-threads", "many"])).toBe(2);
    expect(parseOcrFlags(undefined, "eng, deu", "90000", "3")).toEqual({
      mode: "auto",
      languages: ["eng", "deu"],
      pageTimeoutMs: 90_000,
      concurrency: 3,
    });
    // one scanned page at a time per core by default, up to 4
    expect(parseOcrFlags(undefined, undefined).concurrency).toBe(Math.min(4, availableParallelism()));
  });

  it("names the package to install for a language that is not installed", async () => {
    expect(await main(["extract", scan, "--ocr-languages", "xyz", "-o", path.join(dir, "x.json")])).not.toBe(0);
    expect(errors.join("\n")).toMatch(/@tesseract\.js-data\/xyz/);
  });
});
