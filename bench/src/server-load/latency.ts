/** Latency figures of one kind of call, in milliseconds. */
export interface LatencySummary {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Collects call durations and failures of one kind of call. */
export class LatencyRecorder {
  private readonly samples: number[] = [];
  private failures = 0;

  /** Times `call`; a rejection or an unexpected status counts as an error (its time is kept too). */
  async time<T>(call: () => Promise<T>): Promise<T | undefined> {
    const started = performance.now();
    try {
      return await call();
    } catch {
      this.failures++;
      return undefined;
    } finally {
      this.samples.push(performance.now() - started);
    }
  }

  summary(): LatencySummary {
    const sorted = [...this.samples].sort((a, b) => a - b);
    return {
      count: sorted.length,
      errors: this.failures,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    };
  }
}

/** The q-quantile of sorted values (nearest rank); 0 for none. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}
