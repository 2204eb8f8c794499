import { mixedPdf } from "@pdftab/engine/hostile";
import { scannedPdf } from "@pdftab/engine/testing";
import { afterAll, describe, expect, it } from "vitest";
import { ExtractionPool, type ExtractionPoolOptions } from "./extraction-pool.js";

/** OCR of a few pages in worker threads loaded from sources, on a possibly busy machine: a harness limit, not a timing assertion. */
const OCR_TEST_MS = 600_000;

const scanned = (pages: number) =>
  scannedPdf(mixedPdf(Array.from({ length: pages }, () => "table" as const)), { dpi: 200 });
const cells = (tables: { rows: ({ text: string } | null)[][] }[]) =>
  tables.map((t) => t.rows.map((r) => r.map((c) => c?.text ?? "")));

describe("Scanned pages read ahead on the pool's idle threads", () => {
  const pools: ExtractionPool[] = [];
  const pool = (options: Partial<ExtractionPoolOptions> & { threads: number }) => {
    const made = new ExtractionPool({
      taskBudgetMs: 600_000,
      ocr: { languages: ["eng"], pageTimeoutMs: 600_000 },
      ...options,
    });
    pools.push(made);
    return made;
  };
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it(
    "begins the next scanned page on an idle thread, gives every core back, and finds what one thread finds",
    async () => {
      const scan = scanned(3);
      const one = pool({ threads: 1 });
      const two = pool({ threads: 2 });
      const alone = await one.extract(scan, {});
      const beside = await two.extract(scan, {});
      expect(alone.result.tables.map((t) => [t.page, t.method])).toEqual([
        [1, "ocr-lattice"],
        [2, "ocr-lattice"],
        [3, "ocr-lattice"],
      ]);
      expect(cells(beside.result.tables)).toEqual(cells(alone.result.tables));
      expect(one.readAheadStats()).toEqual({ lent: 0, pagesBegun: 0 });
      // pages 2 and 3, each while the page before it was read
      expect(two.readAheadStats()).toEqual({ lent: 0, pagesBegun: 2 });
    },
    OCR_TEST_MS,
  );

  it(
    "lends no core while every thread has a document",
    async () => {
      const two = pool({ threads: 2 });
      const both = await Promise.all([
        two.extract(scanned(2), {}, {}, "a.pdf", "user-a"),
        two.extract(scanned(2), {}, {}, "b.pdf", "user-b"),
      ]);
      expect(both.map((r) => r.result.tables.length)).toEqual([2, 2]);
      expect(two.readAheadStats()).toEqual({ lent: 0, pagesBegun: 0 });
    },
    OCR_TEST_MS,
  );

  it(
    "blames a page begun ahead that hangs inside MuPDF, stops it within a page's budget and keeps the scanned page",
    async () => {
      const two = pool({
        threads: 2,
        pageTimeoutMs: 1500,
        pageGraceMs: 300,
        ocr: { languages: ["eng"], pageTimeoutMs: 60_000 },
      });
      const started = Date.now();
      // page 1 scanned, page 2 a born-digital page whose content fans out (MuPDF never finishes reading it)
      const { result } = await two.extract(scannedPdf(mixedPdf(["table", "fanout"]), { dpi: 200, keepPages: [2] }), {});
      // the scanned page's OCR budget (60 s) is not the page begun ahead's: before, that page was stopped only after it,
      // blamed on the scanned page, which was then lost
      expect(Date.now() - started).toBeLessThan(50_000);
      expect(result.pages.map((p) => [p.page, p.status, p.error?.code])).toEqual([
        [1, "ok", undefined],
        [2, "timeout", "page_timeout"],
      ]);
      expect(result.tables.map((t) => [t.page, t.method])).toEqual([[1, "ocr-lattice"]]);
      expect(two.readAheadStats().lent).toBe(0);
    },
    OCR_TEST_MS,
  );
});
