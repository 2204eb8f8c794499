import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { failInterrupted } from "./extractions-repository.js";

/**
 * How often one process settles a workspace's abandoned extractions. They are abandoned only
 * once their run is minutes past its budget (failInterrupted), so a few seconds more do not
 * change what anyone sees, while every status poll and history page skips a statement
 * (docs/operations.md, "Latency under load").
 */
export const INTERRUPTED_CHECK_INTERVAL_MS = 5_000;
/** Beyond this many workspaces remembered, those whose interval has passed are forgotten. */
const MAX_REMEMBERED = 10_000;

/**
 * Runs `failInterrupted` for a workspace before it is read, at most once per interval in this
 * process. A check that fails is not remembered, so the next read tries again.
 */
export class InterruptedCheck {
  private readonly lastRun = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly budgetMs: number,
    private readonly intervalMs = INTERRUPTED_CHECK_INTERVAL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Settles the workspace's abandoned extractions unless this process did so within the interval. */
  async before(workspaceId: string): Promise<void> {
    const at = this.now();
    const last = this.lastRun.get(workspaceId);
    if (last !== undefined && at - last < this.intervalMs) return;
    this.remember(workspaceId, at);
    try {
      await failInterrupted(this.db, workspaceId, this.budgetMs);
    } catch (error) {
      this.lastRun.delete(workspaceId);
      throw error;
    }
  }

  private remember(workspaceId: string, at: number): void {
    if (this.lastRun.size >= MAX_REMEMBERED) {
      for (const [id, last] of this.lastRun) if (at - last >= this.intervalMs) this.lastRun.delete(id);
    }
    this.lastRun.set(workspaceId, at);
  }
}
