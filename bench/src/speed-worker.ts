/**
 * Speed worker: extracts one PDF in a fresh process (so its peak RSS is its
 * own) and prints a WorkerReport as one JSON line.
 * Usage: node bench/dist/speed-worker.js FILE.pdf [EVERY]
 */
import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { loadExtractTables } from "./engine.js";
import { mb, type RssSample, type WorkerReport } from "./speed/worker-protocol.js";

async function main(): Promise<void> {
  const [file, everyArg] = process.argv.slice(2);
  if (!file) throw new Error("BENCH_USAGE: node bench/dist/speed-worker.js FILE.pdf [EVERY]");
  const every = Number(everyArg ?? 100);
  const extractTables = loadExtractTables();
  const pdf = new Uint8Array(await readFile(file));
  const samples: RssSample[] = [];
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const report: WorkerReport = { file, pages: 0, tables: 0, elapsedMs: 0, cpuMs: 0, peakRssMb: 0, samples };
  try {
    const result = await extractTables(pdf, {
      onProgress: (done) => {
        if (done % every === 0)
          samples.push({ pages: done, rssMb: mb(process.memoryUsage.rss()), elapsedMs: performance.now() - started });
      },
    });
    report.pages = result.pageCount;
    report.tables = result.tables.length;
  } catch (e) {
    report.error = e instanceof Error ? e.message : String(e);
  }
  report.elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  report.cpuMs = (cpu.user + cpu.system) / 1000;
  report.peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify(report));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
