import { performance } from "node:perf_hooks";

/** Two timings taken alternately (A, B, A, B, ...) and their medians. */
export interface Alternated {
  aMs: number[];
  bMs: number[];
  /** Median of A over median of B. */
  ratio: number;
  /** CPU milliseconds of each run when the commands report them (see `alternate`), else empty. */
  aCpuMs: number[];
  bCpuMs: number[];
  /** Median CPU of A over median CPU of B (0 without CPU figures): steadier than wall time on a busy machine. */
  cpuRatio: number;
}

/** The middle value (the upper middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Runs `a` and `b` alternately `rounds` times each and compares their
 * medians: the machine is shared and noisy, so two figures taken minutes
 * apart say less than two taken side by side. A command that resolves to a
 * number reports the CPU milliseconds it used (a child process's own), and
 * those are compared too.
 */
export async function alternate(
  a: () => unknown | Promise<unknown>,
  b: () => unknown | Promise<unknown>,
  rounds: number,
): Promise<Alternated> {
  const aMs: number[] = [];
  const bMs: number[] = [];
  const aCpuMs: number[] = [];
  const bCpuMs: number[] = [];
  const time = async (run: () => unknown, wall: number[], cpu: number[]) => {
    const started = performance.now();
    const reported = await run();
    wall.push(performance.now() - started);
    if (typeof reported === "number") cpu.push(reported);
  };
  for (let i = 0; i < rounds; i++) {
    await time(a, aMs, aCpuMs);
    await time(b, bMs, bCpuMs);
  }
  const ratio = (x: number[], y: number[]) => (median(y) > 0 ? median(x) / median(y) : 0);
  return { aMs, bMs, ratio: ratio(aMs, bMs), aCpuMs, bCpuMs, cpuRatio: ratio(aCpuMs, bCpuMs) };
}

/** Runs `run` and resolves to the CPU milliseconds (user + system) this process spent meanwhile. */
export async function cpuOf(run: () => unknown): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
