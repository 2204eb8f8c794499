import { describe, expect, it } from "vitest";
import { formatPageRanges, selectPages } from "../page-selection.js";
import { mixedPdf } from "../hostile/index.js";
import { extractTables } from "./extract-tables.js";
import { claimInPageOrder } from "./page-claims.js";
import type { PageResult } from "../types.js";

describe("page hooks", () => {
  it("announce each page before it is read and hand back its unstitched tables", async () => {
    const events: string[] = [];
    const result = await extractTables(mixedPdf(["table", "table"]), {
      onPlan: (pages, count) => events.push(`plan ${pages.join(",")} of ${count}`),
      onPageStart: (page) => events.push(`start ${page}`),
      onPageDone: ({ report, tables, pageHeight }) =>
        events.push(`done ${report.page} ${report.status} ${tables.length} ${pageHeight}`),
    });
    expect(events).toEqual(["plan 1,2 of 2", "start 1", "done 1 ok 1 792", "start 2", "done 2 ok 1 792"]);
    expect(result.tables.map((t) => t.rows.length)).toEqual([3, 3]);
  });

  it("hand the tables only to onPageDone with keepTables: false, and refuse it without a hook or with stitch", async () => {
    const pdf = mixedPdf(["table", "table", "table"]);
    const kept = await extractTables(pdf);
    const handed: PageResult[] = [];
    const streamed = await extractTables(pdf, { keepTables: false, onPageDone: (page) => handed.push(page) });
    expect(streamed.tables).toEqual([]);
    expect(handed.flatMap((p) => p.tables)).toEqual(kept.tables);
    expect(streamed.pages).toEqual(kept.pages.map((p) => ({ ...p, elapsedMs: expect.any(Number) })));
    expect(streamed.warnings).toEqual(kept.warnings);
    await expect(extractTables(pdf, { keepTables: false })).rejects.toMatchObject({ code: "invalid_options" });
    await expect(extractTables(pdf, { keepTables: false, stitch: true, onPageDone: () => {} })).rejects.toMatchObject({
      code: "invalid_options",
      message: expect.stringContaining("stitch"),
    });
    await expect(extractTables(pdf, { keepTables: "no" as never })).rejects.toMatchObject({ code: "invalid_options" });
  });

  it("share a document's pages between runs that claim them, each page read once and none lost", async () => {
    const pdf = mixedPdf(["table", "table", "table", "table", "table"]);
    const alone = await extractTables(pdf);
    const cursor = new Int32Array(new SharedArrayBuffer(4));
    const readBy = new Map<number, string>();
    // two runs side by side (each yields between pages), as two threads would be
    const run = (name: string) =>
      extractTables(pdf, {
        claimPage: claimInPageOrder(cursor),
        onPageStart: (page) => {
          expect(readBy.has(page)).toBe(false);
          readBy.set(page, name);
        },
      });
    const [a, b] = await Promise.all([run("a"), run("b")]);
    expect([...readBy.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(readBy.values())).toEqual(new Set(["a", "b"]));
    expect(a.pages.length + b.pages.length).toBe(5);
    const shared = [...a.pages, ...b.pages].sort((x, y) => x.page - y.page);
    expect(shared).toEqual(alone.pages.map((p) => ({ ...p, elapsedMs: expect.any(Number) })));
    const tables = [...a.tables, ...b.tables].sort((x, y) => x.page - y.page);
    expect(tables).toEqual(alone.tables);
    // a run resumed at pages another run already claimed skips them
    const late = await extractTables(pdf, { pages: "3-5", claimPage: claimInPageOrder(cursor) });
    expect(late.pages).toEqual([]);
    await expect(extractTables(pdf, { claimPage: true as never })).rejects.toMatchObject({ code: "invalid_options" });
  });

  it("stop between pages once the signal is aborted, with the code cancelled", async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const run = extractTables(mixedPdf(["table", "table", "table", "table"]), {
      signal: controller.signal,
      onPageStart: (page) => started.push(page),
      onPageDone: ({ report }) => {
        if (report.page === 2) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({
      name: "EngineError",
      code: "cancelled",
      message: expect.stringContaining("before page 3 (2 of 4 pages read)"),
    });
    expect(started).toEqual([1, 2]);
  });

  it("read every page when the signal is never aborted, and refuse a signal without aborted", async () => {
    const result = await extractTables(mixedPdf(["table", "table"]), { signal: { aborted: false } });
    expect(result.pages.map((p) => p.status)).toEqual(["ok", "ok"]);
    await expect(extractTables(mixedPdf(["table"]), { signal: {} as never })).rejects.toMatchObject({
      code: "invalid_options",
    });
  });

  it("formats page lists as selections that select them again", () => {
    for (const pages of [[1], [1, 2, 3, 7], [2, 4, 5, 6, 9, 10]]) {
      expect(selectPages(formatPageRanges(pages), 20)).toEqual(pages);
    }
    expect(formatPageRanges([1, 2, 3, 7])).toBe("1-3,7");
  });
});
