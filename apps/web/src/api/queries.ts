import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { fetchSubscription } from "./auth";
import { fetchHistory } from "./extractions";
import type { HistoryQuery } from "./extractionTypes";
import { fetchBillingConfig } from "./billing";
import { fetchPlans } from "./plans";

/** The plan table, cached for the session. */
export const usePlans = () => useQuery({ queryKey: ["plans"], queryFn: fetchPlans, staleTime: 10 * 60_000 });

/** Today's usage of the signed-in account. */
export const useSubscription = (enabled = true) =>
  useQuery({ queryKey: ["subscription"], queryFn: fetchSubscription, enabled, staleTime: 30_000 });

/**
 * Items of one history page. A list call's cost on the server grows with the items it returns,
 * and under load those calls wait behind each other (docs/operations.md, "Latency under load"):
 * the first screenful is asked for, and "Show more" follows the server's next_cursor.
 */
export const HISTORY_PAGE_SIZE = 25;

/**
 * The signed-in user's extraction history for one search/filter/sort, page by page (keyset
 * cursor); keeps the last list while the next loads.
 */
export const useExtractionHistory = (query: HistoryQuery) =>
  useInfiniteQuery({
    queryKey: ["extractions", query],
    queryFn: ({ pageParam }) => fetchHistory(query, HISTORY_PAGE_SIZE, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    // Items still processing change on their own; follow them until they settle.
    refetchInterval: (q) =>
      q.state.data?.pages.some((page) => page.items.some((item) => item.status === "processing"))
        ? HISTORY_REFRESH_MS
        : false,
  });

/** How often the history reloads while an item is still processing. */
export const HISTORY_REFRESH_MS = 2000;

/** Whether this server sells plans online. */
export const useBillingConfig = () =>
  useQuery({ queryKey: ["billing-config"], queryFn: fetchBillingConfig, staleTime: 10 * 60_000 });
