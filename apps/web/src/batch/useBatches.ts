import { useQuery } from "@tanstack/react-query";
import { isBatchActive } from "../api/batchTypes";
import { fetchBatches } from "../api/batches";

/** How often the batch list reloads while a batch is pending or processing (docs/api.md). */
export const BATCH_POLL_MS = 1000;

/** Query key of the batch list; the Batch page and the dashboard share it, and so its polling. */
export const BATCHES_KEY = ["batches"] as const;

/**
 * The signed-in user's batches. Polls every second while any batch is still pending or
 * processing, and stops once all have ended (a new upload invalidates the list, which restarts it).
 */
export const useBatches = () =>
  useQuery({
    queryKey: BATCHES_KEY,
    queryFn: fetchBatches,
    refetchInterval: (query) => (query.state.data?.some(isBatchActive) ? BATCH_POLL_MS : false),
  });
