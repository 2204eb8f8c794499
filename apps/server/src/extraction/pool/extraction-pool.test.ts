import type { Table } from "@pdftab/engine";
import { afterAll, describe, expect, it } from "vitest";
import { longLedgerPdf, multiPagePdf, twoTablesPdf } from "@pdftab/engine/testing";
import { ExtractionError } from "./extraction-error.js";
import { ExtractionPool } from "./extraction-pool.js";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe("ExtractionPool", () => {
  const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
  afterAll(() => pool.close());

  it("extracts on a worker thread, moves the bytes and reports progress", async () => {
    const pdf = multiPagePdf(5).bytes;
    const events: string[] = [];
    const { result, info } = await pool.extract(
      pdf,
      { pages: "1-2" },
      {
        onStart: (total) => events.push(`start ${total}`),
        onPage: (done, total) => events.push(`${done}/${total}`),
      },
      "schools.pdf",
    );
    expect(info.table_count).toBe(result.tables.length);
    expect(info.files).toEqual([{ file_name: "schools.pdf", table_count: result.tables.length }]);
    expect(result.pageCount).toBe(5);
    expect(result.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(result.tables.length).toBeGreaterThan(0);
    expect(events).toEqual(["start 2", "1/2", "2/2"]);
  });

  it("sends back only what the history row keeps when asked: the tables as their JSON text, no objects", async () => {
    const pdf = multiPagePdf(3).bytes;
    const pages: number[] = [];
    const { record, ...rest } = await pool.extractRecord(pdf, {}, { onPage: (done) => pages.push(done) }, "m.pdf");
    const { result, info, record: full } = await pool.extract(pdf, {}, {}, "m.pdf");
    expect(rest).toEqual({});
    expect(pages).toEqual([1, 2, 3]);
    expect(record).toEqual(full);
    expect(record.tablesJson).toBe(JSON.stringify(result.tables));
    expect(record).toMatchObject({
      pageCount: 3,
      pagesDone: 3,
      tableCount: result.tables.length,
      pageErrors: [],
      warnings: result.warnings,
      summary: {
        tableCount: info.table_count,
        totalRows: info.statistics.total_rows,
        method: info.method,
        averageConfidence: info.statistics.average_confidence,
      },
    });
  });

  it("a cancelled extraction stops at its next page with the code cancelled, and the worker goes on", async () => {
    const controller = new AbortController();
    const done: number[] = [];
    // Long, so the cancel always lands before the end: a warm worker reads small pages faster than the
    // main thread may handle its page messages (200 of these in 45-70 ms here, 2026-11), so how many
    // pages follow the cancel is not bounded here.
    const PAGES = 2000;
    const run = pool.extract(
      multiPagePdf(PAGES, 6).bytes,
      {},
      {
        onPage: (pagesDone) => {
          done.push(pagesDone);
          if (pagesDone === 2) controller.abort();
        },
      },
      "long.pdf",
      "owner",
      controller.signal,
    );
    await expect(run).rejects.toMatchObject({ name: "ExtractionError", code: "cancelled" });
    // the flag is read before each page, so the document stops well before its end
    expect(Math.max(...done)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...done)).toBeLessThan(PAGES);
    const { result } = await pool.extract(twoTablesPdf().bytes, {});
    expect(result.tables).toHaveLength(2);
  });

  it("a cancelled extraction that waits for a worker leaves the queue without running", async () => {
    const busy = pool.extract(multiPagePdf(6, 6).bytes, {}, {}, "busy.pdf", "a");
    const controller = new AbortController();
    let started = false;
    const waiting = pool.extract(
      twoTablesPdf().bytes,
      {},
      { onQueued: () => controller.abort(), onStart: () => (started = true) },
      "later.pdf",
      "b",
      controller.signal,
    );
    await expect(waiting).rejects.toMatchObject({
      code: "cancelled",
      message: expect.stringContaining("waited for a free worker"),
    });
    expect(pool.load.waiting).toBe(0);
    await busy;
    expect(started).toBe(false);
    const aborted = AbortSignal.abort();
    await expect(pool.extract(twoTablesPdf().bytes, {}, {}, "x.pdf", "c", aborted)).rejects.toMatchObject({
      code: "cancelled",
    });
  });

  it("fails a bad document alone with the engine's code", async () => {
    await expect(pool.extract(new TextEncoder().encode("hello, not a pdf"), {})).rejects.toMatchObject({
      name: "ExtractionError",
      code: "not_a_pdf",
    });
    const again = await pool.extract(twoTablesPdf().bytes, {});
    expect(again.result.tables).toHaveLength(2);
  });

  it("stops a task past its budget and keeps working", async () => {
    const tight = new ExtractionPool({ threads: 1, taskBudgetMs: 5 });
    try {
      const error = await tight.extract(longLedgerPdf().bytes, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ExtractionError);
      expect(error).toMatchObject({ code: "extraction_timeout" });
      // a sub-second budget in seconds, not rounded to 0 seconds
      expect((error as Error).message).toMatch(/took longer than 0\.0\d+ seconds/);
    } finally {
      await tight.close();
    }
    const { result } = await pool.extract(twoTablesPdf().bytes, {});
    expect(result.tables).toHaveLength(2);
  });

  it("a crashed worker fails its task only; the next task gets a fresh worker", async () => {
    const crashing = new ExtractionPool({
      threads: 1,
      taskBudgetMs: 60_000,
      sourceWorker: new URL("./test-workers/crashing-worker.ts", import.meta.url),
    });
    try {
      await expect(crashing.extract(new Uint8Array(8), {})).rejects.toMatchObject({ code: "extraction_failed" });
      await expect(crashing.extract(new Uint8Array(8), {})).rejects.toMatchObject({ code: "extraction_failed" });
    } finally {
      await crashing.close();
    }
  });

  it("builds downloads and extraction responses on a worker", async () => {
    const { result } = await pool.extract(twoTablesPdf().bytes, {});
    const csv = (await pool.exportFile(result.tables, "t.pdf", "csv", { includeStats: false })).toString("utf8");
    expect(csv).toContain("Cedar Falls");
    const xlsx = await pool.exportFile(result.tables, "t.pdf", "xlsx", { includeStats: true });
    expect(xlsx.subarray(0, 2).toString()).toBe("PK");
    const info = await pool.extractInfo(result.tables, "t.pdf");
    expect(info.tables[1]!.data[2]).toEqual(["Cedar Falls", "90541", "201.7"]);
  });

  it("fails the summary of a table the export package cannot read with the export's code, before any file export loaded the whole package", async () => {
    const fresh = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    try {
      const { result } = await fresh.extract(twoTablesPdf().bytes, {});
      const broken = { ...result.tables[0]!, rows: "not rows" } as unknown as Table;
      await expect(fresh.extractInfo([broken], "t.pdf")).rejects.toMatchObject({ code: "export_invalid_table" });
      const info = await fresh.extractInfo(result.tables, "t.pdf");
      expect(info.tables).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });

  it("renders a page with the table's box drawn", async () => {
    const pdf = twoTablesPdf().bytes;
    const plain = await pool.renderPage(pdf.slice(), 1, { scale: 1 });
    const boxed = await pool.renderPage(pdf, 1, { scale: 1, box: { x0: 50, y0: 50, x1: 200, y1: 200 } });
    expect([...boxed.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(Buffer.compare(Buffer.from(plain), Buffer.from(boxed))).not.toBe(0);
  });
});
