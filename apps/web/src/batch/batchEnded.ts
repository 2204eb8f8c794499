import { isBatchSettling, type Batch } from "../api/batchTypes";

type Listed = Pick<Batch, "id" | "status" | "results">;

/**
 * Whether a batch pending or processing in `before` has ended in `after` (completed, failed or
 * cancelled, with no file still stopping): each such batch is seen ending once, on the first
 * list that shows it ended.
 */
export function someBatchEnded(before: readonly Listed[], after: readonly Listed[]): boolean {
  const running = new Set(before.filter(isBatchSettling).map((batch) => batch.id));
  return after.some((batch) => running.has(batch.id) && !isBatchSettling(batch));
}
