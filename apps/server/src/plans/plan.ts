/** A subscription plan and its limits, as stored in the `plans` table and served by GET /plans. */
export interface Plan {
  /** Stable id, also the value of a user's `subscription_tier`: free, pro, business, enterprise. */
  id: string;
  name: string;
  max_file_bytes: number;
  files_per_batch: number;
  extractions_per_day: number;
  api_calls_per_day: number;
  requests_per_minute: number;
  /** Pages of one file that may be read by OCR (scanned pages); pages past it are reported, not read. */
  ocr_pages_per_file: number;
  /** Whole US dollars; null when the plan is not sold at a list price (contact sales). */
  price_monthly_usd: number | null;
  price_yearly_usd: number | null;
  seats: number;
  contact_sales: boolean;
  sort_order: number;
  /** Webhooks (docs/api.md, Webhooks) are part of the plan (migration 0100). */
  integrations: boolean;
}

/** Fields an operator may override through PLANS_JSON, with their accepted kind. */
export const OVERRIDABLE_PLAN_FIELDS = {
  name: "text",
  max_file_bytes: "count",
  files_per_batch: "count",
  extractions_per_day: "count",
  api_calls_per_day: "count",
  requests_per_minute: "count",
  ocr_pages_per_file: "count",
  price_monthly_usd: "price",
  price_yearly_usd: "price",
  seats: "count",
  contact_sales: "flag",
  integrations: "flag",
} as const;

/** A partial plan keyed by plan id, taken from PLANS_JSON. */
export type PlanOverrides = Record<string, Partial<Omit<Plan, "id" | "sort_order">>>;
