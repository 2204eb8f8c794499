import type { PageResult } from "@pdftab/engine";
import { describe, expect, it } from "vitest";
import { DocumentRun } from "./document-run.js";

const read = (page: number): PageResult => ({
  report: { page, status: "ok", tableCount: 1, elapsedMs: 1 },
  tables: [{ page } as PageResult["tables"][number]],
});

describe("DocumentRun", () => {
  it("hands pages read out of order to onPage in page order, each once, and keeps no tables itself", () => {
    const handed: number[] = [];
    const run = new DocumentRun((p) => handed.push(p.report.page));
    run.plan = { pages: [2, 3, 5, 7], pageCount: 8 };
    run.pageRead(read(3));
    run.pageRead(read(5));
    expect(handed).toEqual([]);
    run.pageRead(read(2));
    expect(handed).toEqual([2, 3, 5]);
    // a page stopped by the watchdog has no tables: it is not handed over, and the pages after it are
    run.settle(7, { page: 7, status: "timeout", tableCount: 0, elapsedMs: 5 });
    run.pageRead(read(7));
    expect(handed).toEqual([2, 3, 5]);
    expect(run.results.get(7)?.report.status).toBe("timeout");
    expect(run.missing()).toEqual([]);
    expect([...run.results.values()].every((r) => r.tables.length === 0)).toBe(true);
  });

  it("keeps every page's tables without onPage, and gives up only the pages without an outcome", () => {
    const run = new DocumentRun(undefined);
    run.plan = { pages: [1, 2, 3], pageCount: 3 };
    run.pageRead(read(2));
    expect(run.missing()).toEqual([1, 3]);
    run.giveUp((page) => ({ page, status: "timeout", tableCount: 0, elapsedMs: 0 }));
    expect([...run.results.entries()].map(([p, r]) => [p, r.report.status, r.tables.length])).toEqual([
      [2, "ok", 1],
      [1, "timeout", 0],
      [3, "timeout", 0],
    ]);
  });
});
