import { useQuery, type QueryFunctionContext } from "@tanstack/react-query";
import { isBatchSettling, type Batch } from "../api/batchTypes";
import { fetchBatches } from "../api/batches";
import { refreshAfterExtraction } from "../api/refreshAfterExtraction";
import { someBatchEnded } from "./batchEnded";

/** How often the batch list reloads while a batch is pending or processing (docs/api.md). */
export const BATCH_POLL_MS = 1000;

/** Query key of the batch list; the Batch page and the dashboard share it, and so its polling. */
export const BATCHES_KEY = ["batches"] as const;

/**
 * The list, and when a batch has ended since the last one, what its files changed (history,
 * today's usage, the dashboard's totals) is read again, as after a single extraction. The query
 * function runs once per poll however many screens show the list, so that happens once a batch.
 */
async function fetchBatchesNoticingEnds({ client }: QueryFunctionContext): Promise<Batch[]> {
  const before = client.getQueryData<Batch[]>(BATCHES_KEY);
  const batches = await fetchBatches();
  if (before && someBatchEnded(before, batches)) refreshAfterExtraction(client);
  return batches;
}

/**
 * The signed-in user's batches. Polls every second while any batch is still pending or
 * processing, or cancelled with a file still stopping, and stops once all have ended (a new
 * upload invalidates the list, which restarts it).
 */
export const useBatches = () =>
  useQuery({
    queryKey: BATCHES_KEY,
    queryFn: fetchBatchesNoticingEnds,
    refetchInterval: (query) => (query.state.data?.some(isBatchSettling) ? BATCH_POLL_MS : false),
  });
