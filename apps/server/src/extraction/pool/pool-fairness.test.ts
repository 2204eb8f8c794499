import { fanOutPdf, mixedPdf } from "@pdftab/engine/hostile";
import { afterAll, describe, expect, it } from "vitest";
import { ExtractionPool } from "./extraction-pool.js";

/** Stopped pages cost a fresh worker each; loading one from sources is slow on a busy machine. A harness limit, not a timing assertion. */
const HOSTILE_TEST_MS = 180_000;

// Small budgets (with room for a table page on a busy machine): a hostile page is stopped 1.8 s after it starts.
const limits = { taskBudgetMs: 60_000, pageTimeoutMs: 1500, pageGraceMs: 300 };

describe("ExtractionPool under hostile PDFs", () => {
  const pool = new ExtractionPool({ threads: 1, ...limits });
  afterAll(() => pool.close());

  it(
    "stops a page stuck inside MuPDF, terminates its thread and goes on with the next page in a fresh worker",
    async () => {
      const events: string[] = [];
      const { result, info } = await pool.extract(
        mixedPdf(["table", "fanout", "table"]),
        { stitch: true },
        {
          onStart: (total) => events.push(`start ${total}`),
          onPage: (done, total) => events.push(`${done}/${total}`),
        },
        "mixed.pdf",
        "user-a",
      );
      expect(result.pages.map((p) => [p.page, p.status, p.error?.code])).toEqual([
        [1, "ok", undefined],
        [2, "timeout", "page_timeout"],
        [3, "ok", undefined],
      ]);
      expect(result.pages[1]!.error!.message).toMatch(/Page 2 ran past its 1.5 second budget/);
      expect(result.tables.map((t) => t.page)).toEqual([1, 3]);
      expect(info.table_count).toBe(2);
      expect(events).toEqual(["start 3", "1/3", "2/3", "3/3"]);
    },
    HOSTILE_TEST_MS,
  );

  it(
    "keeps the warning of a template's pages past the end when the first page read is stopped",
    async () => {
      const template = { name: "statements", pages: "1-5", areas: [] };
      const { result } = await pool.extract(mixedPdf(["fanout", "table"]), { template }, {}, "short.pdf", "user-a");
      expect(result.pages.map((p) => p.status)).toEqual(["timeout", "ok"]);
      expect(result.warnings?.filter((w) => w.code === "template_pages_past_end")).toEqual([
        {
          page: 1,
          code: "template_pages_past_end",
          message: "The template reads pages 1-5; this document has 2 page(s), so pages 3-5 were not read.",
        },
      ]);
    },
    HOSTILE_TEST_MS,
  );

  it(
    "reports a hostile last page and still returns the pages before it",
    async () => {
      const { result } = await pool.extract(mixedPdf(["table", "fanout"]), {}, {}, "tail.pdf", "user-a");
      expect(result.pages.map((p) => p.status)).toEqual(["ok", "timeout"]);
      expect(result.tables).toHaveLength(1);
    },
    HOSTILE_TEST_MS,
  );
});

describe("ExtractionPool fairness", () => {
  it(
    "two hostile documents of user A do not hold both threads: user B's valid PDF finishes first",
    async () => {
      const pool = new ExtractionPool({ threads: 2, ...limits });
      try {
        const finished: string[] = [];
        const hostile = () => mixedPdf(["fanout", "fanout"]);
        const a1 = pool.extract(hostile(), {}, {}, "a1.pdf", "user-a").then((r) => (finished.push("a1"), r));
        const a2 = pool.extract(hostile(), {}, {}, "a2.pdf", "user-a").then((r) => (finished.push("a2"), r));
        const b = pool.extract(mixedPdf(["table"]), {}, {}, "b.pdf", "user-b").then((r) => (finished.push("b"), r));
        const [ra1, ra2, rb] = await Promise.all([a1, a2, b]);
        expect(finished[0]).toBe("b");
        expect(rb.result.tables).toHaveLength(1);
        for (const r of [ra1, ra2]) expect(r.result.pages.map((p) => p.status)).toEqual(["timeout", "timeout"]);
      } finally {
        await pool.close();
      }
    },
    HOSTILE_TEST_MS,
  );

  it(
    "lends A's idle second thread to A, and takes it back at a page boundary for B without losing a page of A's",
    async () => {
      const pool = new ExtractionPool({ threads: 2, ...limits });
      try {
        // Long enough that a warm thread cannot read a2 whole before B's arrival reaches it, nor a1 before B
        // is queued: B arrives after a2's first page, and the stop is seen before the page after next. A warm
        // thread reads 200 of these pages in about 40 ms here (2026-11), less than a busy main thread may take
        // to hand on a page's message.
        const PAGES = 2000;
        const tables = () => mixedPdf(Array.from({ length: PAGES }, () => "table" as const));
        const runs = { a1: 0, a2: 0 };
        let b: ReturnType<ExtractionPool["extract"]> | undefined;
        const a1 = pool.extract(tables(), {}, { onRun: () => runs.a1++ }, "a1.pdf", "user-a");
        const a2 = pool.extract(
          tables(),
          {},
          {
            onRun: () => runs.a2++,
            // B arrives once a2 (on the lent thread) has read a page: a2 stops at a page boundary within two pages
            onPage: (done) => void (done === 1 && (b ??= pool.extract(mixedPdf(["table"]), {}, {}, "b.pdf", "user-b"))),
          },
          "a2.pdf",
          "user-a",
        );
        const [ra1, ra2] = await Promise.all([a1, a2]);
        expect(b).toBeDefined();
        expect((await b!).result.tables).toHaveLength(1);
        expect(runs).toEqual({ a1: 1, a2: 2 }); // a2 gave its thread back and went on later
        for (const r of [ra1, ra2]) {
          const all = Array.from({ length: PAGES }, (_, i) => i + 1);
          expect(r.result.pages.map((p) => [p.page, p.status])).toEqual(all.map((n) => [n, "ok"]));
          expect(r.result.tables.map((t) => t.page)).toEqual(all);
        }
      } finally {
        await pool.close();
      }
    },
    HOSTILE_TEST_MS,
  );

  it(
    "with one thread, B's document runs between the stopped pages of A's",
    async () => {
      const pool = new ExtractionPool({ threads: 1, ...limits });
      try {
        const finished: string[] = [];
        const queued: string[] = [];
        const a = pool
          .extract(mixedPdf(["fanout", "fanout"]), {}, {}, "a.pdf", "user-a")
          .then(() => finished.push("a"));
        const b = pool
          .extract(mixedPdf(["table"]), {}, { onQueued: () => queued.push("b") }, "b.pdf", "user-b")
          .then(() => finished.push("b"));
        await Promise.all([a, b]);
        expect(queued).toEqual(["b"]);
        expect(finished).toEqual(["b", "a"]);
      } finally {
        await pool.close();
      }
    },
    HOSTILE_TEST_MS,
  );

  it(
    "refuses a task that waits past the queue limit with extraction_queue_timeout, without running it",
    async () => {
      const pool = new ExtractionPool({ threads: 1, ...limits, queueTimeoutMs: 200 });
      try {
        const hostile = pool.extract(fanOutPdf(), {}, {}, "a.pdf", "user-a");
        const waiting = pool.extract(mixedPdf(["table"]), {}, {}, "b.pdf", "user-b");
        await expect(waiting).rejects.toMatchObject({ code: "extraction_queue_timeout" });
        const { result } = await hostile;
        expect(result.pages[0]!.status).toBe("timeout");
      } finally {
        await pool.close();
      }
    },
    HOSTILE_TEST_MS,
  );
});
