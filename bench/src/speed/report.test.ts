import { describe, expect, it } from "vitest";
import { loadLine, pagesPerSecond, speedReport } from "./report.js";

const big = {
  file: "x.pdf",
  pages: 500,
  tables: 500,
  elapsedMs: 10_000,
  cpuMs: 8_000,
  peakRssMb: 320,
  samples: [
    { pages: 100, rssMb: 150, elapsedMs: 2_000 },
    { pages: 200, rssMb: 160, elapsedMs: 4_000 },
  ],
};

describe("speed report", () => {
  it("computes pages per second and never divides by zero", () => {
    expect(pagesPerSecond(500, 10_000)).toBe(50);
    expect(pagesPerSecond(5, 0)).toBe(0);
  });

  it("prints each figure beside its target with a verdict", () => {
    const text = speedReport([{ name: "a", pages: 10, elapsedMs: 500, cpuMs: 400 }], big, 500, null);
    expect(text).toMatch(/corpus\s+20\.0 pages\/s .*25\.0 per CPU-second.*target >= 40\s+MISSED/u);
    expect(text).toMatch(/generated\s+50\.0 pages\/s .*62\.5 per CPU-second.*target >= 40\s+met/u);
    expect(text).toMatch(/peak RSS\s+320 MB .*target <= 300\s+MISSED/u);
    expect(text).toMatch(/RSS after\s+200 pages:\s+160 MB/u);
    expect(text).toMatch(/1-page CLI\s+not measured/u);
    expect(text).not.toMatch(/corpus warm/u);
  });

  it("prints the warmed second corpus pass on its own line", () => {
    const cold = [{ name: "a", pages: 10, elapsedMs: 500, cpuMs: 400 }];
    const warm = [{ name: "a", pages: 10, elapsedMs: 200, cpuMs: 200 }];
    const text = speedReport(cold, big, 500, null, warm);
    expect(text).toMatch(/corpus\s+20\.0 pages\/s .*MISSED/u);
    expect(text).toMatch(/corpus warm\s+50\.0 pages\/s .*50\.0 per CPU-second.*target >= 40\s+met/u);
  });

  it("refuses to time a CLI that printed no extract-info JSON", () => {
    const cli = {
      file: "one.pdf",
      medianSeconds: 0.01,
      runs: [0.01],
      medianCpuMs: null,
      exitCode: 0,
      tableCount: null,
    };
    expect(speedReport(null, big, 500, cli)).toMatch(/1-page CLI\s+not measured: .*without extract-info JSON/u);
    expect(speedReport(null, big, 500, { ...cli, tableCount: 1 })).toMatch(
      /1-page CLI\s+0\.010 s .*target < 0\.3\s+met/u,
    );
  });

  it("prints the 1-page CLI's CPU time beside its wall time when the runs reported it", () => {
    const cli = { file: "one.pdf", medianSeconds: 0.9, runs: [0.9], medianCpuMs: 512, exitCode: 0, tableCount: 1 };
    expect(speedReport(null, big, 500, cli)).toMatch(/1-page CLI\s+0\.900 s .*whole process, 0\.512 s CPU, 1 table/u);
    expect(speedReport(null, big, 500, { ...cli, medianCpuMs: null })).not.toMatch(/s CPU/u);
  });

  it("warns when the machine was busier than its CPU count", () => {
    expect(loadLine({ before: 9, after: 10, cpus: 2 })).toMatch(/machine busy/u);
    expect(loadLine({ before: 0.5, after: 0.7, cpus: 2 })).not.toMatch(/busy/u);
  });
});
