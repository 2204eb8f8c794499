import { mupdfCompilations } from "@pdftab/engine/wasm";
import { mixedPdf } from "@pdftab/engine/hostile";
import type { PageResult } from "@pdftab/engine";
import { describe, expect, it } from "vitest";
import { supervisedExtract } from "./supervised-extract.js";

/** Stopped pages cost a fresh worker each; loading one from sources is slow on a busy machine. A harness limit, not a timing assertion. */
const RESTART_TEST_MS = 180_000;

describe("supervisedExtract", () => {
  it(
    "starts a worker after a stopped page that instantiates the module compiled once, and hands each page over as it comes",
    async () => {
      const ready: string[] = [];
      const handed: PageResult[] = [];
      const result = await supervisedExtract(
        mixedPdf(["table", "fanout", "table"]),
        { stitch: false, pageTimeoutMs: 1500 },
        false,
        undefined,
        { onWorkerReady: (mupdf) => ready.push(mupdf), onPage: (page) => handed.push(page) },
      );
      expect(result.pages.map((p) => p.status)).toEqual(["ok", "timeout", "ok"]);
      // the worker stopped on page 2 and a second one read page 3; neither compiled MuPDF itself
      expect(ready).toEqual(["shared", "shared"]);
      // this thread compiled it once, for both
      expect(mupdfCompilations()).toBe(1);
      // the tables went to the hook, page by page, and not into the result
      expect(handed.map((p) => [p.report.page, p.tables.length])).toEqual([
        [1, 1],
        [3, 1],
      ]);
      expect(result.tables).toEqual([]);
    },
    RESTART_TEST_MS,
  );

  it(
    "reads a long document with two threads sharing its pages: each page once, handed over in page order, a stuck one stopped",
    async () => {
      const kinds = ["table", "fanout", "table", "table", "table", "table", "table"] as const;
      // its end cut off, so MuPDF repairs it: each thread warns repaired_file on the first page it reads
      const whole = mixedPdf([...kinds]);
      const pdf = whole.subarray(0, new TextDecoder("latin1").decode(whole).lastIndexOf("startxref"));
      const ready: string[] = [];
      const handed: PageResult[] = [];
      const result = await supervisedExtract(
        pdf,
        { stitch: false, pageTimeoutMs: 1500 },
        false,
        undefined,
        { onWorkerReady: (mupdf) => ready.push(mupdf), onPage: (page) => handed.push(page) },
        undefined,
        // a second thread once the first has read a page: it reads on while the first is stuck on page 2
        { maxThreads: 2, pagesAThread: 2 },
      );
      expect(result.pages.map((p) => [p.page, p.status])).toEqual(
        kinds.map((k, i) => [i + 1, k === "table" ? "ok" : "timeout"]),
      );
      expect(handed.map((p) => [p.report.page, p.tables.length])).toEqual([1, 3, 4, 5, 6, 7].map((p) => [p, 1]));
      expect(ready.length).toBeGreaterThanOrEqual(2);
      expect(ready.every((how) => how === "shared")).toBe(true);
      // the document's result has it once, on its first page
      expect(result.warnings.filter((w) => w.code === "repaired_file").map((w) => w.page)).toEqual([1]);
      const single = await supervisedExtract(
        pdf,
        { stitch: false, pageTimeoutMs: 1500 },
        false,
        undefined,
        {},
        undefined,
        {
          maxThreads: 1,
          pagesAThread: 2,
        },
      );
      expect(handed.flatMap((p) => p.tables)).toEqual(single.tables);
    },
    RESTART_TEST_MS,
  );

  it(
    "reports a template's pages past the end once, though each thread reading the document gives it",
    async () => {
      const kinds = ["table", "fanout", "table", "table", "table", "table", "table"] as const;
      const result = await supervisedExtract(
        mixedPdf([...kinds]),
        {
          stitch: false,
          pageTimeoutMs: 1500,
          template: { name: "statement", pages: "1-9", method: "auto", stitch: false, areas: [] },
        },
        false,
        undefined,
        { onPage: () => {} },
        undefined,
        // a second thread reads on while the first is stuck on page 2: it warns on the first page it reads too
        { maxThreads: 2, pagesAThread: 2 },
      );
      expect(result.pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(result.warnings.filter((w) => w.code === "template_pages_past_end")).toEqual([
        {
          page: 1,
          code: "template_pages_past_end",
          message: "The template reads pages 1-9; this document has 7 page(s), so pages 8-9 were not read.",
        },
      ]);
    },
    RESTART_TEST_MS,
  );
});
