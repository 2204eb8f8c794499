import { describe, expect, it } from "vitest";
import { alternate, median } from "./alternate.js";
import { ratioLines } from "./ratio-report.js";

describe("side-by-side figures", () => {
  it("takes the median (upper middle for an even count)", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBe(0);
  });

  it("runs the two commands alternately and compares the CPU they report", async () => {
    const order: string[] = [];
    const run = await alternate(
      () => (order.push("a"), 30),
      () => (order.push("b"), 10),
      3,
    );
    expect(order).toEqual(["a", "b", "a", "b", "a", "b"]);
    expect(run.aMs).toHaveLength(3);
    expect(run.bMs).toHaveLength(3);
    expect(run.cpuRatio).toBe(3);
  });

  it("prints each ratio and the RSS growth beside its target", () => {
    const text = ratioLines({
      pages: 24,
      warm: { engineMs: 300, bareMs: 100, ratio: 3, cpuRatio: 2.5, rounds: 7 },
      process: { engineMs: 1500, bareMs: 1000, ratio: 1.5, cpuRatio: 1.4, rounds: 5 },
      processTwoThreads: { engineMs: 1900, bareMs: 1000, ratio: 1.9, cpuRatio: 1.2, rounds: 5 },
      rss: [
        { format: "csv", smallPages: 100, smallMb: 150, bigPages: 500, bigMb: 240 },
        { format: "json", smallPages: 100, smallMb: 160, bigPages: 500, bigMb: 180 },
      ],
    });
    expect(text).toMatch(/warm\/bare\s+3\.00x .*CPU 2\.50x\).*target <= 1\.5\s+MISSED/u);
    expect(text).toMatch(/cli\/bare\s+1\.50x .*target <= 1\.6\s+met/u);
    expect(text).toMatch(/2 threads\s+1\.90x .*--threads 2: 1900 ms vs 1000 ms; CPU 1\.20x\)/u);
    expect(text).toMatch(/CLI RSS\s+\+\s*90 MB .*150 MB on 100 pages, 240 MB on 500.*target <= \+30\s+MISSED/u);
    expect(text).toMatch(/CLI RSS\s+\+\s*20 MB .*--format json -o FILE\)\s+target <= \+30\s+met/u);
  });

  it("says when the CLI was not built", () => {
    const text = ratioLines({
      pages: 24,
      warm: { engineMs: 1, bareMs: 1, ratio: 1, cpuRatio: 1, rounds: 1 },
      process: null,
      processTwoThreads: null,
      rss: null,
    });
    expect(text).toMatch(/cli\/bare\s+not measured/u);
  });
});
