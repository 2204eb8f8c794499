/** Plan identifiers served by `GET /plans`. */
export type PlanId = "free" | "pro" | "business" | "enterprise";

/** A signed-in account as the server returns it (docs/api.md, Authentication). */
export interface User {
  id: string;
  email: string;
  full_name: string;
  avatar_url: string;
  subscription_tier: PlanId | string;
}

/** A plan and its limits, from the server's single plan table (docs/product.md, Plans). */
export interface Plan {
  id: PlanId;
  name: string;
  max_file_bytes: number | null;
  files_per_batch: number | null;
  extractions_per_day: number | null;
  api_calls_per_day: number | null;
  requests_per_minute: number | null;
  /** Whole US dollars; null when the plan has no list price (contact sales). */
  price_monthly_usd: number | null;
  price_yearly_usd: number | null;
  seats: number;
  /** Sold through Contact Sales instead of online checkout. */
  contact_sales: boolean;
  /** Webhooks are part of the plan (absent from servers before webhooks existed). */
  integrations?: boolean;
}

/** Usage of the signed-in account (GET /auth/subscription, docs/api.md). */
export interface Subscription {
  success: boolean;
  usage_current: number;
  usage_limit: number;
  plan_type: string;
}
