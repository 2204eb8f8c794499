import { sweepExpired, type SweepDeps, type SweepResult } from "./sweep-expired.js";

/**
 * Runs the retention sweep at start and then every `intervalMinutes`. The
 * timer does not keep the process alive, sweeps never overlap within a
 * process, and `stop()` waits for a sweep under way (before the database
 * closes). Several processes may sweep at once: each item is expired once.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepResult | undefined> | undefined;
  private stopped = false;

  constructor(private readonly deps: SweepDeps & { intervalMinutes: number }) {}

  start(): void {
    if (this.timer || this.stopped) return;
    void this.sweepNow();
    this.timer = setInterval(() => void this.sweepNow(), this.deps.intervalMinutes * 60_000);
    this.timer.unref();
  }

  /** One sweep now, or the one already under way; undefined once stopped or when it failed (logged). */
  sweepNow(): Promise<SweepResult | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    this.running ??= sweepExpired(this.deps)
      .then((result) => {
        if (result.extractions || result.batches || result.failures) this.deps.log.info({ ...result }, "retention sweep: expired files and results deleted");
        return result;
      })
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, "retention sweep failed; it runs again at the next interval");
        return undefined;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
