import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../corpus/load.js";
import type { ExtractTables } from "../engine.js";
import { alternate, cpuOf, median, type Alternated } from "./alternate.js";
import { barePass } from "./bare-pass.js";
import { timedProcessEnv } from "./process-env.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const bareWorker = path.resolve(here, "../bare-worker.js");
const peakPreload = path.resolve(here, "peak-rss-preload.js");
const cliBin = path.join(repoRoot, "packages/cli/bin/pdftab.js");

/** Medians of two commands timed alternately, and their ratio. */
export interface SideBySide {
  /** Median of the engine (or CLI) runs, in milliseconds. */
  engineMs: number;
  /** Median of the bare MuPDF.js runs, in milliseconds. */
  bareMs: number;
  ratio: number;
  /** The same ratio of CPU time (median over median), steadier than wall time on a busy machine. */
  cpuRatio: number;
  rounds: number;
}

function sideBySide(run: Alternated, rounds: number): SideBySide {
  return { engineMs: median(run.aMs), bareMs: median(run.bMs), ratio: run.ratio, cpuRatio: run.cpuRatio, rounds };
}

/** Whether the CLI has been built (the whole-process figures need it). */
export function cliBuilt(): boolean {
  return existsSync(cliBin) && existsSync(path.join(repoRoot, "packages/cli/dist/main.js"));
}

/**
 * The warm engine in this process against the bare MuPDF.js pass over the
 * same PDF, run alternately after two warm-up runs of each.
 */
export async function warmEngineVsBare(pdf: Uint8Array, extractTables: ExtractTables, rounds = 7): Promise<SideBySide> {
  for (let i = 0; i < 2; i++) {
    await extractTables(pdf);
    barePass(pdf);
  }
  const run = await alternate(
    () => cpuOf(() => extractTables(pdf)),
    () => cpuOf(() => barePass(pdf)),
    rounds,
  );
  return sideBySide(run, rounds);
}

function mustSucceed(what: string, run: ReturnType<typeof spawnSync>): void {
  if (run.status !== 0) throw new Error(`BENCH_RUN_FAILED: ${what} exited ${run.status}: ${String(run.stderr).trim()}`);
}

/** Peak RSS (MB) and CPU (ms) a process run with the preload reported on its standard error. */
function usageOf(what: string, run: ReturnType<typeof spawnSync>): { peakMb: number; cpuMs: number } {
  mustSucceed(what, run);
  const line = /peak-rss-mb ([\d.]+) cpu-ms (\d+)\s*$/.exec(String(run.stderr));
  if (!line) throw new Error(`BENCH_RUN_FAILED: ${what} did not report its peak RSS and CPU`);
  return { peakMb: Number(line[1]), cpuMs: Number(line[2]) };
}

/** `node --import preload ARGS`: a whole process that reports its own peak RSS and CPU at exit. */
function measured(args: string[]): ReturnType<typeof spawnSync> {
  return spawnSync(process.execPath, ["--import", peakPreload, ...args], {
    env: timedProcessEnv(),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
}

/**
 * `pdftab extract FILE --format json [extraArgs]` as a whole process against a whole
 * process that imports MuPDF.js and runs the bare pass over the same file,
 * run alternately.
 */
export async function cliVsBare(pdfPath: string, rounds = 5, extraArgs: readonly string[] = []): Promise<SideBySide> {
  const run = await alternate(
    () => usageOf("pdftab extract", measured([cliBin, "extract", pdfPath, "--format", "json", ...extraArgs])).cpuMs,
    () => usageOf("bare pass", measured([bareWorker, pdfPath])).cpuMs,
    rounds,
  );
  return sideBySide(run, rounds);
}

/**
 * Peak RSS (MB, worker threads included) of one whole `pdftab extract FILE
 * --format FORMAT -o OUT` process.
 */
export function cliPeakRssMb(pdfPath: string, format: string, outPath: string): number {
  const what = `pdftab extract --format ${format}`;
  return usageOf(what, measured([cliBin, "extract", pdfPath, "--format", format, "-o", outPath])).peakMb;
}
