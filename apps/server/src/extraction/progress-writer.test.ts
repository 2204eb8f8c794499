import { describe, expect, it } from "vitest";
import { ProgressWriter, type Progress } from "./progress-writer.js";

describe("ProgressWriter", () => {
  it("writes the total at once, then at most one page count per interval, the last page always, in order", async () => {
    const written: Progress[] = [];
    let inFlight = 0;
    let overlapped = false;
    const writer = new ProgressWriter(
      async (p) => {
        inFlight++;
        if (inFlight > 1) overlapped = true;
        await new Promise((r) => setTimeout(r, 5));
        written.push(p);
        inFlight--;
      },
      () => {},
      10_000,
    );
    writer.start(100);
    for (let page = 1; page <= 100; page++) writer.page(page, 100);
    await writer.flushed();
    expect(written).toEqual([
      { pagesTotal: 100, pagesDone: 0 },
      { pagesDone: 100, pagesTotal: 100 },
    ]);
    expect(overlapped).toBe(false);
  });

  it("writes again once the interval has passed, and a failed write does not stop later ones", async () => {
    const written: number[] = [];
    const failures: unknown[] = [];
    let calls = 0;
    const writer = new ProgressWriter(
      async (p) => {
        if (calls++ === 0) throw new Error("database busy");
        written.push(p.pagesDone!);
      },
      (e) => failures.push(e),
      20,
    );
    writer.start(3);
    await new Promise((r) => setTimeout(r, 30));
    writer.page(1, 3);
    writer.page(2, 3); // within the interval: skipped
    await new Promise((r) => setTimeout(r, 30));
    writer.page(3, 3);
    await writer.flushed();
    expect(written).toEqual([1, 3]);
    expect(failures).toHaveLength(1);
  });
});
