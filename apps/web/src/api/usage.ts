import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./client";
import type { ApiResponse } from "./schema";

/** GET /usage/stats (docs/api.md, Usage, plus the dashboard's totals). */
export type UsageStats = ApiResponse<"/usage/stats">;

/** One day of GET /usage/history. */
export type UsageDay = ApiResponse<"/usage/history">[number];

/** The periods the history offers. */
export const HISTORY_PERIODS = [7, 30, 90] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export const fetchUsageStats = () => apiFetch<UsageStats>("/usage/stats");
export const fetchUsageHistory = (days: HistoryPeriod) => apiFetch<UsageDay[]>(`/usage/history?days=${days}`);

/** The signed-in user's usage stats (analytics page, dashboard tiles). */
export const useUsageStats = (enabled = true) =>
  useQuery({ queryKey: ["usage", "stats"], queryFn: fetchUsageStats, enabled, staleTime: 30_000 });

/** Days with activity in the last `days` days, newest first. */
export const useUsageHistory = (days: HistoryPeriod, enabled = true) =>
  useQuery({
    queryKey: ["usage", "history", days],
    queryFn: () => fetchUsageHistory(days),
    enabled,
    staleTime: 30_000,
  });
