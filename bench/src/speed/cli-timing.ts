import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { repoRoot } from "../corpus/load.js";

/** Whole-process timing of `pdftab extract FILE --format json`. */
export interface CliTiming {
  file: string;
  /** Median wall time over the runs, in seconds. */
  medianSeconds: number;
  runs: number[];
  exitCode: number | null;
}

/**
 * Times the built CLI on a one-page PDF (median of `runs`), or returns null
 * when packages/cli has no build yet.
 */
export function timeCli(pdfPath: string, runs = 5): CliTiming | null {
  const bin = path.join(repoRoot, "packages/cli/bin/pdftab.js");
  if (!existsSync(bin) || !existsSync(path.join(repoRoot, "packages/cli/dist/main.js"))) return null;
  const times: number[] = [];
  let exitCode: number | null = null;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [bin, "extract", pdfPath, "--format", "json"], { stdio: ["ignore", "ignore", "pipe"] });
    times.push((performance.now() - started) / 1000);
    exitCode = run.status;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { file: pdfPath, medianSeconds: sorted[Math.floor(sorted.length / 2)] ?? 0, runs: times, exitCode };
}
