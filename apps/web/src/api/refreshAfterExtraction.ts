import type { QueryClient } from "@tanstack/react-query";

/**
 * Reloads everything an extraction or a batch changes: the history, today's usage, and the
 * totals and analytics of GET /usage/stats and /usage/history (dashboard tiles, Analytics).
 */
export function refreshAfterExtraction(queryClient: QueryClient): void {
  for (const queryKey of [["extractions"], ["subscription"], ["usage"]])
    void queryClient.invalidateQueries({ queryKey });
}
