/**
 * Benchmark (not a test): exports a 100,000-row table with the streaming writers and prints
 * rows per second and peak RSS for each format.
 * Run: npx tsx packages/export/bench/export-100k.ts [rows]
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeExport, type ExportFormat, type ExportOptions } from "../src/index.js";
import { bigTable } from "../src/testing/fixtures.js";

const rows = Number(process.argv[2] ?? 100_000);
const input = { fileName: "bench.pdf", tables: [bigTable(rows)] };
const dir = mkdtempSync(join(tmpdir(), "pdftab-export-bench-"));
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

console.log(`rows: ${rows.toLocaleString("en-US")} x 5 columns; RSS with the input table built: ${mb(process.memoryUsage().rss)}`);
const cases: [string, ExportFormat, ExportOptions][] = [
  ["xlsx", "xlsx", {}],
  ["xlsx + stats", "xlsx", { includeStats: true }],
  ["csv", "csv", {}],
  ["csv zip", "csv", { csvLayout: "zip" }],
  ["json", "json", {}],
];
try {
  for (const [label, format, options] of cases) {
    const file = join(dir, `out-${label.replace(/\W+/g, "-")}`);
    peakRss = process.memoryUsage().rss;
    const start = performance.now();
    await writeExport(input, format, createWriteStream(file), options);
    const seconds = (performance.now() - start) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const perSecond = Math.round(rows / seconds).toLocaleString("en-US");
    console.log(`${label.padEnd(13)} ${seconds.toFixed(2)} s  ${perSecond} rows/s  peak RSS ${mb(peakRss)}  file ${mb(statSync(file).size)}`);
  }
} finally {
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
}
