import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./client";

/** GET /usage/stats (docs/api.md, Usage, plus the dashboard's totals). */
export interface UsageStats {
  tier: string;
  limits: { max_file_size: number; daily_extractions: number; api_calls_per_day: number };
  daily_usage: { extractions: number; api_calls: number };
  usage_percentages: { extractions: number; api_calls: number };
  analytics: {
    average_confidence: number;
    total_tables: number;
    peak_usage_hour: number | null;
    extraction_methods: Record<string, number>;
    file_types: Record<string, number>;
  };
  totals: { pdfs_processed: number; tables_found: number; rows_extracted: number; pages_processed: number };
}

/** One day of GET /usage/history. */
export interface UsageDay {
  date: string;
  extractions: number;
  files_processed: number;
  api_calls: number;
  total_size: number;
}

/** The periods the history offers. */
export const HISTORY_PERIODS = [7, 30, 90] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export const fetchUsageStats = () => apiFetch<UsageStats>("/usage/stats");
export const fetchUsageHistory = (days: HistoryPeriod) => apiFetch<UsageDay[]>(`/usage/history?days=${days}`);

/** The signed-in user's usage stats (analytics page, dashboard tiles). */
export const useUsageStats = (enabled = true) => useQuery({ queryKey: ["usage", "stats"], queryFn: fetchUsageStats, enabled, staleTime: 30_000 });

/** Days with activity in the last `days` days, newest first. */
export const useUsageHistory = (days: HistoryPeriod, enabled = true) =>
  useQuery({ queryKey: ["usage", "history", days], queryFn: () => fetchUsageHistory(days), enabled, staleTime: 30_000 });
