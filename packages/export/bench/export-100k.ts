/**
 * Benchmark (not a test): exports a 100,000-row x 5-column table with the streaming writers
 * and prints rows per second and peak RSS per format. Each format runs in a fresh process so
 * its peak RSS is its own.
 * Run from the repo root: npx tsx packages/export/bench/export-100k.ts [rows]
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeExport, type ExportFormat, type ExportOptions } from "../src/index.js";
import { bigTable } from "../src/testing/fixtures.js";

const CASES: Record<string, [ExportFormat, ExportOptions]> = {
  xlsx: ["xlsx", {}],
  "xlsx+stats": ["xlsx", { includeStats: true }],
  csv: ["csv", {}],
  "csv-zip": ["csv", { csvLayout: "zip" }],
  json: ["json", {}],
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function runOne(label: string, rows: number): Promise<void> {
  const [format, options] = CASES[label]!;
  const input = { fileName: "bench.pdf", tables: [bigTable(rows)] };
  const inputRss = process.memoryUsage().rss;
  let peakRss = inputRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
  const dir = mkdtempSync(join(tmpdir(), "pdftab-export-bench-"));
  try {
    const file = join(dir, "out");
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await writeExport(input, format, createWriteStream(file), options);
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6; // the machine may be shared: CPU time is steadier than wall time
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const perSecond = Math.round(rows / seconds).toLocaleString("en-US");
    console.log(
      `${label.padEnd(11)} ${seconds.toFixed(2).padStart(6)} s wall ${perSecond.padStart(8)} rows/s   ${cpuSeconds.toFixed(2).padStart(6)} s CPU ${Math.round(
        rows / cpuSeconds,
      )
        .toLocaleString("en-US")
        .padStart(
          8,
        )} rows/CPU-s   peak RSS ${mb(peakRss).padStart(7)} (input alone ${mb(inputRss)})   file ${(statSync(file).size / 1e6).toFixed(1)} MB`,
    );
  } finally {
    clearInterval(sampler);
    rmSync(dir, { recursive: true, force: true });
  }
}

const [first, second] = process.argv.slice(2);
if (first && CASES[first]) {
  await runOne(first, Number(second ?? 100_000));
} else {
  const rows = Number(first ?? 100_000);
  console.log(
    `@pdftab/export: ${rows.toLocaleString("en-US")} rows x 5 columns (id, name, amount "12,345.67", ISO date, note), streaming writers, Node ${process.version}`,
  );
  for (const label of Object.keys(CASES)) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), label, String(rows)],
      { stdio: "inherit" },
    );
    if (child.status !== 0) process.exitCode = 1;
  }
}
