import type { FastifyInstance } from "fastify";
import { bearer } from "./test-app.js";

/** The batches `token`'s user sees in their history, newest first. */
export async function listBatches(app: FastifyInstance, token: string) {
  // `json()` is untyped: tests read whichever fields they check.
  return (await app.inject({ method: "GET", url: "/api/v1/batch/", headers: bearer(token) })).json();
}

/**
 * Reads a batch with `read` until it is no longer pending or processing, and returns what it read
 * last; throws once `tries` reads found it still running (the default allows two minutes at 100 ms).
 */
export async function untilBatchSettles<B extends { status: string }>(
  read: () => Promise<B>,
  { intervalMs = 100, tries = 1200 }: { intervalMs?: number; tries?: number } = {},
): Promise<B> {
  for (let i = 0; i < tries; i++) {
    const batch = await read();
    if (!["pending", "processing"].includes(batch.status)) return batch;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error("batch did not finish");
}

/** Waits for batch `id` in `token`'s history to settle (see {@link untilBatchSettles}). */
export function batchSettledInHistory(app: FastifyInstance, token: string, id: string, interval?: number) {
  return untilBatchSettles(
    async () => {
      const batch = (await listBatches(app, token)).find((b: { id: string }) => b.id === id);
      if (!batch) throw new Error(`batch ${id} is not in the history`);
      return batch;
    },
    { intervalMs: interval },
  );
}
