import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fanOutPdf, mixedPdf } from "@pdftab/engine/hostile";
import { scannedPdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { captureConsole } from "./console-capture.fixture.js";
import { main } from "./main.js";

/** Stopped pages cost a fresh worker each; loading one from sources is slow on a busy machine. A harness limit, not a timing assertion. */
const HOSTILE_TEST_MS = 180_000;

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-hostile-"));

const { errors } = captureConsole();

describe("pdftab extract on hostile PDFs", () => {
  it(
    "stops a Flate bomb page and a fan-out page within the page budget and writes the other pages' tables",
    async () => {
      const file = path.join(dir, "mixed.pdf");
      writeFileSync(file, mixedPdf(["table", "bomb", "fanout", "table"], { bombSize: 2 ** 31 }));
      const out = path.join(dir, "mixed.json");
      const started = Date.now();
      expect(await main(["extract", file, "--page-timeout", "1500", "-o", out])).toBe(0);
      // generous: two stopped pages cost 2 x 0.6 s plus fresh threads; before, this ran for minutes
      expect(Date.now() - started).toBeLessThan(120_000);
      const info = JSON.parse(readFileSync(out, "utf8"));
      expect(info.tables.map((t: { page: number }) => t.page)).toEqual([1, 4]);
      expect(errors.filter((e) => e.includes("skipped"))).toEqual([
        expect.stringMatching(/page 2 skipped \(page_timeout\): Page 2 ran past its 1.5 second budget/),
        expect.stringMatching(/page 3 skipped \(page_timeout\)/),
      ]);
    },
    HOSTILE_TEST_MS,
  );

  it(
    "gives up the rest of the document after three stopped pages in a row, and keeps stitching what was read",
    async () => {
      const file = path.join(dir, "many.pdf");
      writeFileSync(file, mixedPdf(["table", "fanout", "fanout", "fanout", "table", "table"]));
      const out = path.join(dir, "many.json");
      expect(await main(["extract", file, "--page-timeout", "1500", "--stitch", "-o", out])).toBe(0);
      const info = JSON.parse(readFileSync(out, "utf8"));
      expect(info.tables.map((t: { page: number }) => t.page)).toEqual([1]);
      expect(errors.filter((e) => e.includes("page_skipped"))).toHaveLength(2);
    },
    HOSTILE_TEST_MS,
  );

  it(
    "ends at --timeout with the pages read so far, or exit code 7 when none was",
    async () => {
      const file = path.join(dir, "fan.pdf");
      writeFileSync(file, fanOutPdf());
      expect(
        await main(["extract", file, "--page-timeout", "60000", "--timeout", "1500", "-o", path.join(dir, "fan.json")]),
      ).toBe(7);
      expect(errors.join("\n")).toContain("extraction_timeout");
    },
    HOSTILE_TEST_MS,
  );

  it(
    "words a sub-second --timeout in seconds in its message, not as 0 seconds, and one second in the singular",
    async () => {
      const file = path.join(dir, "fan-words.pdf");
      writeFileSync(file, fanOutPdf());
      const out = path.join(dir, "fan-words.json");
      expect(await main(["extract", file, "--page-timeout", "60000", "--timeout", "20", "-o", out])).toBe(7);
      expect(await main(["extract", file, "--page-timeout", "60000", "--timeout", "1000", "-o", out])).toBe(7);
      expect(errors.filter((e) => e.includes("extraction_timeout"))).toEqual([
        `pdftab: ${file}: The PDF took longer than 0.02 seconds (--timeout) and was stopped. [extraction_timeout]`,
        `pdftab: ${file}: The PDF took longer than 1 second (--timeout) and was stopped. [extraction_timeout]`,
      ]);
    },
    HOSTILE_TEST_MS,
  );

  it(
    "blames a fan-out page begun while a scanned page is read by OCR, stops it within the page budget and keeps the scan's table",
    async () => {
      const file = path.join(dir, "scan-then-fanout.pdf");
      writeFileSync(file, scannedPdf(mixedPdf(["table", "fanout"]), { keepPages: [2] }));
      const out = path.join(dir, "scan-then-fanout.json");
      const started = Date.now();
      expect(await main(["extract", file, "--ocr-threads", "2", "--page-timeout", "1500", "-o", out])).toBe(0);
      // the scanned page's OCR budget (60 s) is not the fan-out page's: before, it was stopped only after it
      expect(Date.now() - started).toBeLessThan(50_000);
      const info = JSON.parse(readFileSync(out, "utf8"));
      expect(info.tables.map((t: { page: number; method: string }) => [t.page, t.method])).toEqual([
        [1, "ocr-lattice"],
      ]);
      expect(errors.filter((e) => e.includes("skipped"))).toEqual([
        expect.stringMatching(/page 2 skipped \(page_timeout\)/),
      ]);
    },
    HOSTILE_TEST_MS,
  );
});
