import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { ExtractionPool, type ExtractionReport } from "./extraction-pool.js";

/** Nice values of this process's threads (Linux /proc), by thread id. */
function threadNices(): Map<string, number> {
  const nices = new Map<string, number>();
  for (const task of readdirSync("/proc/self/task")) {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, "utf8");
    // field 19 (nice) counted after the ")" that closes the command name
    nices.set(task, Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
  }
  return nices;
}

describe.runIf(process.platform === "linux")("ExtractionPool worker priority and reports", () => {
  it("runs its worker threads at the configured niceness, leaving the calling thread as it was", async () => {
    const before = threadNices();
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000, nice: 7 });
    const reports: ExtractionReport[] = [];
    pool.onExtraction((r) => reports.push(r));
    try {
      const { result } = await pool.extract(twoTablesPdf().bytes, { method: "lattice" });
      const niced = [...threadNices()].filter(([id, nice]) => !before.has(id) && nice === 7);
      expect(niced.length).toBeGreaterThanOrEqual(1);
      expect(threadNices().get(String(process.pid))).toBe(before.get(String(process.pid)));
      await expect(pool.extract(new TextEncoder().encode("not a pdf"), {})).rejects.toMatchObject({
        code: "not_a_pdf",
      });
      expect(reports).toEqual([
        {
          method: "lattice",
          ok: true,
          pages: result.pages.length,
          waitMs: expect.any(Number),
          runMs: expect.any(Number),
        },
        { method: "auto", ok: false, pages: 0, waitMs: expect.any(Number), runMs: expect.any(Number) },
      ]);
      expect(reports[0]!.runMs).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
