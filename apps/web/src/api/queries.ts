import { keepPreviousData, useQuery } from "@tanstack/react-query";
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

/** The signed-in user's extraction history for one search/filter/sort; keeps the last list while the next loads. */
export const useExtractionHistory = (query: HistoryQuery) =>
  useQuery({
    queryKey: ["extractions", query],
    queryFn: () => fetchHistory(query),
    placeholderData: keepPreviousData,
    // Items still processing change on their own; follow them until they settle.
    refetchInterval: (q) =>
      q.state.data?.items.some((item) => item.status === "processing") ? HISTORY_REFRESH_MS : false,
  });

/** How often the history reloads while an item is still processing. */
export const HISTORY_REFRESH_MS = 2000;

/** Whether this server sells plans online. */
export const useBillingConfig = () =>
  useQuery({ queryKey: ["billing-config"], queryFn: fetchBillingConfig, staleTime: 10 * 60_000 });
