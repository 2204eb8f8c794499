import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import {
  extendLeases,
  filesToStop,
  hasUnfinishedBatches,
  releaseExpiredLeases,
  strandedPendingFiles,
  type UnspentRetry,
} from "./batch-leases.js";
import type { FileAttempt } from "./batch-attempts.js";
import type { LeaseHolder } from "./batch-repository.js";

/** Longest pause between two sweeps for dead processes' files. */
const SWEEP_EVERY_MS = 15_000;

export interface LeaseKeeperDeps {
  db: Kysely<Database>;
  holder: LeaseHolder;
  log: FastifyBaseLogger;
  /** Queues files a sweep took back. */
  requeue(fileIds: string[]): Promise<void>;
  /** Called when a sweep finds unfinished batches (the queue must run here too). */
  workPending(): Promise<void>;
  /** Where pg-boss keeps its jobs (to find pending files no job covers). */
  bossSchema: string;
  /** Called by the heartbeat with held attempts to stop (their batch was cancelled or deleted, or their file claimed again). */
  stop?(attempts: FileAttempt[]): void;
  /** Called for a cancelled batch whose last running file a sweep took from a dead process (it has ended now). */
  batchEnded?(batchId: string): Promise<void>;
  /** Hands back the extractions of the day of password retries a sweep took from dead processes. */
  handBack?(retries: UnspentRetry[]): Promise<void>;
}

/**
 * Keeps this process's leases alive and takes back dead processes' files:
 * a heartbeat every third of the lease extends the attempts under way here
 * and names those to stop (cancelled from any process, or superseded, see
 * `filesToStop`);
 * a sweep at start and every 15 s (or half a lease, when shorter) re-queues
 * files whose lease ran out, and pending files whose job a dead process had
 * fetched but not yet claimed.
 */
export class LeaseKeeper {
  /** The attempts under way here, by attempt id (one process may hold two attempts of one file). */
  private readonly held = new Map<string, FileAttempt>();
  private heartbeat: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(private readonly deps: LeaseKeeperDeps) {}

  /** An attempt this process now runs: its file's lease is kept alive until `release` (or until the file is claimed again). */
  hold(attempt: FileAttempt): void {
    this.held.set(attempt.attempt_id, attempt);
  }

  /** The attempt has ended; another attempt of the same file keeps its own hold. */
  release(attempt: FileAttempt): void {
    this.held.delete(attempt.attempt_id);
  }

  /**
   * First sweep, then the timers. `othersAreDead` (embedded PGlite, one
   * process by its lock) takes back every file another process left, without
   * waiting for its lease to run out.
   */
  async start(othersAreDead: boolean): Promise<void> {
    await this.sweep(othersAreDead);
    this.keepAlive();
    const { leaseMs } = this.deps.holder;
    this.sweeper ??= setInterval(
      () => void this.sweep(false),
      Math.min(SWEEP_EVERY_MS, Math.floor(leaseMs / 2)),
    ).unref();
  }

  /**
   * Starts the heartbeat alone (once): a process that runs no queue (BATCH_WORKERS=false) still
   * runs the password retries asked of it, and their leases must live while they run.
   */
  keepAlive(): void {
    const { leaseMs } = this.deps.holder;
    this.heartbeat ??= setInterval(() => void this.beat(), Math.max(100, Math.floor(leaseMs / 3))).unref();
  }

  /** One sweep (never two at once); exposed for tests. */
  sweep(othersAreDead = false): Promise<void> {
    this.sweeping ??= this.sweepOnce(othersAreDead).finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  /** First step of a shutdown: no more sweeps (they could queue work while the queue stops). */
  async stopSweeping(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    await this.sweeping;
  }

  /** Last step, once the queue has drained: no more heartbeats (leases lived while files finished). */
  async stop(): Promise<void> {
    await this.stopSweeping();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async sweepOnce(othersAreDead: boolean): Promise<void> {
    const { db, holder, log } = this.deps;
    try {
      const { requeued, endedBatches, unspentRetries } = await releaseExpiredLeases(db, {
        workerId: holder.workerId,
        othersAreDead,
      });
      if (unspentRetries.length > 0) {
        log.warn(
          { files: unspentRetries.length },
          "password retries of a stopped process: their extractions handed back",
        );
        // taken off the files already: a failure here loses them (logged), it never hands them back twice
        await this.deps
          .handBack?.(unspentRetries)
          .catch((error: unknown) =>
            log.error({ err: error }, "handing back the extractions of dead password retries failed"),
          );
      }
      if (requeued.length > 0) {
        log.warn({ files: requeued.length }, "batch files of a stopped process queued again");
        await this.deps.requeue(requeued);
      }
      for (const batchId of endedBatches) await this.deps.batchEnded?.(batchId);
      if (!(await hasUnfinishedBatches(db))) return;
      await this.deps.workPending();
      const stranded = await strandedPendingFiles(db, this.deps.bossSchema, othersAreDead ? 0 : holder.leaseMs);
      if (stranded.length > 0) {
        log.warn({ files: stranded.length }, "batch files whose job a stopped process had taken queued again");
        await this.deps.requeue(stranded);
      }
    } catch (error) {
      log.error({ err: error }, "batch lease sweep failed");
    }
  }

  /** One heartbeat; exposed for tests. */
  async beat(): Promise<void> {
    try {
      const held = [...this.held.values()];
      await extendLeases(this.deps.db, this.deps.holder, held);
      const stop = await filesToStop(this.deps.db, this.deps.holder, held);
      // an attempt released while the query ran has finished on its own
      const stillHeld = stop.filter((a) => this.held.has(a.attempt_id));
      if (stillHeld.length > 0) this.deps.stop?.(stillHeld);
    } catch (error) {
      this.deps.log.error({ err: error }, "batch lease heartbeat failed");
    }
  }
}
