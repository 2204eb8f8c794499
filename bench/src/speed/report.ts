import { SPEED_TARGETS } from "../accuracy/targets.js";
import type { CliTiming } from "./cli-timing.js";
import type { FileSpeed } from "./corpus-speed.js";
import type { WorkerReport } from "./worker-protocol.js";

const peers = SPEED_TARGETS.peers.map((p) => `${p.tool} ~${p.pagesPerSecond}`).join(", ");
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

/** Pages per second of a set of file timings. */
export function pagesPerSecond(pages: number, elapsedMs: number): number {
  return elapsedMs > 0 ? pages / (elapsedMs / 1000) : 0;
}

/** One corpus line: pages per second (wall and per CPU-second) beside the target. */
function corpusLine(label: string, corpus: FileSpeed[]): string {
  const pages = corpus.reduce((n, f) => n + f.pages, 0);
  const ms = corpus.reduce((n, f) => n + f.elapsedMs, 0);
  const cpuMs = corpus.reduce((n, f) => n + f.cpuMs, 0);
  const pps = pagesPerSecond(pages, ms);
  const failed = corpus.filter((f) => f.error).length;
  return (
    `${label} ${pps.toFixed(1).padStart(7)} pages/s  (${corpus.length} files, ${pages} pages, ${(ms / 1000).toFixed(2)} s, single thread, ${pagesPerSecond(pages, cpuMs).toFixed(1)} per CPU-second` +
    `${failed ? `, ${failed} failed` : ""})  target >= ${SPEED_TARGETS.pagesPerSecond}  ${verdict(pps >= SPEED_TARGETS.pagesPerSecond)}  [${peers}]`
  );
}

/** The printed speed report, every figure beside its target. */
export function speedReport(
  corpus: FileSpeed[] | null,
  big: WorkerReport,
  bigPages: number,
  cli: CliTiming | null,
  warmCorpus: FileSpeed[] | null = null,
): string {
  const lines: string[] = [];
  if (corpus) lines.push(corpusLine("corpus     ", corpus));
  // The same files again in the same process: what a long-running server sees once V8 has optimised the engine.
  if (warmCorpus) lines.push(corpusLine("corpus warm", warmCorpus));
  if (big.error) lines.push(`generated   ${bigPages}-page PDF failed: ${big.error}`);
  else {
    const pps = pagesPerSecond(big.pages, big.elapsedMs);
    lines.push(
      `generated   ${pps.toFixed(1).padStart(7)} pages/s  (${big.pages} table-heavy pages, ${big.tables} tables, ${(big.elapsedMs / 1000).toFixed(2)} s, ${pagesPerSecond(big.pages, big.cpuMs).toFixed(1)} per CPU-second)` +
        `  target >= ${SPEED_TARGETS.pagesPerSecond}  ${verdict(pps >= SPEED_TARGETS.pagesPerSecond)}  [${peers}]`,
      `peak RSS    ${big.peakRssMb.toFixed(0).padStart(7)} MB       (whole worker process, ${big.pages} pages)  target <= ${SPEED_TARGETS.peakRssMb}  ${verdict(big.peakRssMb <= SPEED_TARGETS.peakRssMb)}`,
    );
    if (big.samples.length === 0) lines.push("            (the engine reported no progress, so no RSS per 100 pages)");
    for (const s of big.samples) {
      lines.push(
        `  RSS after ${String(s.pages).padStart(4)} pages: ${s.rssMb.toFixed(0).padStart(5)} MB  at ${(s.elapsedMs / 1000).toFixed(2)} s`,
      );
    }
  }
  if (cli && cli.tableCount === null) {
    lines.push(
      `1-page CLI  not measured: \`pdftab extract --format json\` exited ${cli.exitCode} without extract-info JSON (table_count)`,
    );
  } else if (cli) {
    const ok = cli.exitCode === 0 && cli.medianSeconds < SPEED_TARGETS.cliOnePageSeconds;
    lines.push(
      `1-page CLI  ${cli.medianSeconds.toFixed(3).padStart(7)} s        (median of ${cli.runs.length}, whole process${cli.medianCpuMs !== null ? `, ${(cli.medianCpuMs / 1000).toFixed(3)} s CPU` : ""}, ${cli.tableCount} table(s) found)` +
        `  target < ${SPEED_TARGETS.cliOnePageSeconds}  ${verdict(ok)}`,
    );
  } else lines.push("1-page CLI  not measured: packages/cli is not built (npm run build)");
  return lines.join("\n");
}

/**
 * The machine's 1-minute load average around the run: timings taken while
 * other processes keep every core busy are slower than the engine really is.
 */
export function loadLine(load: { before: number; after: number; cpus: number }): string {
  const busy = Math.max(load.before, load.after) > load.cpus;
  return (
    `load avg    ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after, on ${load.cpus} CPUs` +
    (busy ? "  (machine busy: speed figures are pessimistic; rerun when idle)" : "")
  );
}
