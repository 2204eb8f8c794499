import { performance } from "node:perf_hooks";

/** Two timings taken alternately (A, B, A, B, ...) and their medians. */
export interface Alternated {
  aMs: number[];
  bMs: number[];
  /** Median of A over median of B. */
  ratio: number;
}

/** The middle value (the upper middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Runs `a` and `b` alternately `rounds` times each and compares their
 * medians: the machine is shared and noisy, so two figures taken minutes
 * apart say less than two taken side by side.
 */
export async function alternate(
  a: () => unknown | Promise<unknown>,
  b: () => unknown | Promise<unknown>,
  rounds: number,
): Promise<Alternated> {
  const aMs: number[] = [];
  const bMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let started = performance.now();
    await a();
    aMs.push(performance.now() - started);
    started = performance.now();
    await b();
    bMs.push(performance.now() - started);
  }
  const bMedian = median(bMs);
  return { aMs, bMs, ratio: bMedian > 0 ? median(aMs) / bMedian : 0 };
}
