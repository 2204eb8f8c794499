import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../corpus/load.js";
import { median } from "./alternate.js";
import { timedProcessEnv } from "./process-env.js";

const peakPreload = fileURLToPath(new URL("./peak-rss-preload.js", import.meta.url));

/** Whole-process timing of `pdftab extract FILE --format json`. */
export interface CliTiming {
  file: string;
  /** Median wall time over the runs, in seconds. */
  medianSeconds: number;
  runs: number[];
  /**
   * Median CPU time of the runs (every thread of the process), in milliseconds: on a busy machine
   * the wall time is mostly waiting for a core, the CPU time much less so. Null when a run did not
   * report it.
   */
  medianCpuMs: number | null;
  exitCode: number | null;
  /** Tables the CLI reported (table_count of its JSON); null when its output was not extract-info JSON. */
  tableCount: number | null;
}

/** The CPU milliseconds the peak-RSS preload reported on the last line of standard error, or null. */
export function cpuMsOf(stderr: string): number | null {
  const line = /cpu-ms (\d+)\s*$/.exec(stderr);
  return line ? Number(line[1]) : null;
}

function tableCountOf(stdout: string): number | null {
  try {
    const parsed = JSON.parse(stdout) as { table_count?: unknown };
    return typeof parsed.table_count === "number" ? parsed.table_count : null;
  } catch {
    return null;
  }
}

/**
 * Times the built CLI on a one-page PDF (median of `runs`), or returns null
 * when packages/cli has no build yet. The output is checked, so a CLI that
 * exits without extracting is reported as such rather than as fast.
 */
export function timeCli(pdfPath: string, runs = 5): CliTiming | null {
  const bin = path.join(repoRoot, "packages/cli/bin/pdftab.js");
  if (!existsSync(bin) || !existsSync(path.join(repoRoot, "packages/cli/dist/main.js"))) return null;
  const times: number[] = [];
  const cpu: (number | null)[] = [];
  let exitCode: number | null = null;
  let tableCount: number | null = null;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, ["--import", peakPreload, bin, "extract", pdfPath, "--format", "json"], {
      env: timedProcessEnv(),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    times.push((performance.now() - started) / 1000);
    cpu.push(cpuMsOf(run.stderr));
    exitCode = run.status;
    tableCount = tableCountOf(run.stdout);
  }
  const reported = cpu.filter((ms): ms is number => ms !== null);
  return {
    file: pdfPath,
    medianSeconds: median(times),
    runs: times,
    medianCpuMs: reported.length === cpu.length ? median(reported) : null,
    exitCode,
    tableCount,
  };
}
