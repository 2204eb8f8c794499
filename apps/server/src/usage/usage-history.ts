import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { countedExtraction } from "../extraction/history/counted-extraction.js";
import { apiCallsByDay } from "../rate-limit/api-usage.js";
import type { CounterStore } from "../rate-limit/counter-store.js";

/** The periods the usage history offers (docs/product.md, Screens: Analytics). */
export const HISTORY_DAYS = [7, 30, 90] as const;

/** One UTC day of activity (docs/product.md, Screens: Analytics). */
export interface UsageDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  /** Extractions started that day, failed ones included (not uploads refused before any extraction ran). */
  extractions: number;
  /** Extractions that completed. */
  files_processed: number;
  api_calls: number;
  /** Bytes uploaded that day. */
  total_size: number;
}

/** Midnight UTC `days - 1` days before today: the window includes today. */
export function windowStart(days: number, now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
}

/** Days with extractions or API calls in the last `days` days, newest first. */
export async function usageHistory(
  db: Kysely<Database>,
  counters: CounterStore,
  workspaceId: string,
  days: number,
  now = new Date(),
): Promise<UsageDay[]> {
  const since = windowStart(days, now);
  const rows = await db
    .selectFrom("extractions")
    .where("workspace_id", "=", workspaceId)
    .where("created_at", ">=", since)
    .select([
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as("date"),
      sql<number>`count(*) filter (where ${countedExtraction})::int`.as("extractions"),
      sql<number>`count(*) filter (where status = 'completed')::int`.as("files"),
      sql<string | number>`coalesce(sum(file_size), 0)`.as("size"),
    ])
    .groupBy(sql`1`)
    .execute();
  const byDate = new Map<string, UsageDay>();
  const day = (date: string) => {
    let entry = byDate.get(date);
    if (!entry) byDate.set(date, (entry = { date, extractions: 0, files_processed: 0, api_calls: 0, total_size: 0 }));
    return entry;
  };
  for (const r of rows)
    Object.assign(day(r.date), {
      extractions: Number(r.extractions),
      files_processed: Number(r.files),
      total_size: Number(r.size),
    });
  for (const calls of await apiCallsByDay(counters, workspaceId, since, now)) day(calls.day).api_calls += calls.calls;
  return [...byDate.values()].sort((a, b) => b.date.localeCompare(a.date));
}
