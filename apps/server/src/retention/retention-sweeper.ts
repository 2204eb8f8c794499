import type { PartialSweep } from "../storage/index.js";
import { sweepExpired, type SweepDeps, type SweepResult } from "./sweep-expired.js";

/** How temporaries of unfinished uploads are recognised as dead. */
export interface PartialsPolicy {
  /** A temporary not modified for this long belongs to no live upload. */
  staleMs: number;
  /**
   * The first sweep's cutoff instead: with the embedded database only one process uses the
   * store, so whatever was written before this process started was left by a dead one.
   */
  firstCutoff?: Date;
}

/**
 * Runs the retention sweep at start and then every `intervalMinutes`, and
 * with it the removal of temporaries that uploads cut off by a crash left in
 * the file store. The timer does not keep the process alive, sweeps never
 * overlap within a process, and `stop()` waits for a sweep under way (before
 * the database closes). Several processes may sweep at once: each item is
 * expired once.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepResult | undefined> | undefined;
  private stopped = false;

  private first = true;

  constructor(private readonly deps: SweepDeps & { intervalMinutes: number; partials?: PartialsPolicy }) {}

  start(): void {
    if (this.timer || this.stopped) return;
    void this.sweepNow();
    this.timer = setInterval(() => void this.sweepNow(), this.deps.intervalMinutes * 60_000);
    this.timer.unref();
  }

  /** One sweep now, or the one already under way; undefined once stopped or when it failed (logged). */
  sweepNow(): Promise<SweepResult | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    this.running ??= this.sweepPartials()
      .then(() => sweepExpired(this.deps))
      .then((result) => {
        if (result.extractions || result.batches || result.webhookDeliveries || result.failures)
          this.deps.log.info(
            { ...result },
            "retention sweep: expired files, results and old webhook deliveries deleted",
          );
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

  /** Removes dead uploads' temporaries; a failure is logged and left for the next sweep. */
  private async sweepPartials(): Promise<void> {
    const policy = this.deps.partials;
    if (!policy) return;
    const cutoff = this.first && policy.firstCutoff ? policy.firstCutoff : new Date(Date.now() - policy.staleMs);
    this.first = false;
    let swept: PartialSweep;
    try {
      swept = await this.deps.storage.sweepPartials(cutoff);
    } catch (error) {
      this.deps.log.warn({ err: error }, "could not sweep unfinished uploads; the next sweep tries again");
      return;
    }
    if (swept.partials || swept.orphanMetadata)
      this.deps.log.info({ ...swept }, "removed what unfinished uploads left in the file store");
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
