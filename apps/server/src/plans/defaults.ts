import type { Plan } from "./plan.js";

const MB = 1024 * 1024;

/**
 * The plan table of docs/product.md, Plans (one source of truth for limits). Seeded by
 * the first plans migration; operators change it with PLANS_JSON. Enterprise
 * limits are set by the operator (docs/product.md, Plans): these are starting values an
 * operator is expected to override, never advertised as unlimited.
 */
export const DEFAULT_PLANS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    max_file_bytes: 10 * MB,
    files_per_batch: 1,
    extractions_per_day: 50,
    api_calls_per_day: 100,
    requests_per_minute: 10,
    ocr_pages_per_file: 5,
    price_monthly_usd: 0,
    price_yearly_usd: 0,
    seats: 1,
    contact_sales: false,
    sort_order: 0,
    integrations: false,
  },
  {
    id: "pro",
    name: "Pro",
    max_file_bytes: 50 * MB,
    files_per_batch: 10,
    extractions_per_day: 1000,
    api_calls_per_day: 5000,
    requests_per_minute: 100,
    ocr_pages_per_file: 50,
    price_monthly_usd: 19,
    price_yearly_usd: 190,
    seats: 1,
    contact_sales: false,
    sort_order: 1,
    integrations: false,
  },
  {
    id: "business",
    name: "Business",
    max_file_bytes: 50 * MB,
    files_per_batch: 50,
    extractions_per_day: 10000,
    api_calls_per_day: 50000,
    requests_per_minute: 300,
    ocr_pages_per_file: 200,
    price_monthly_usd: 49,
    price_yearly_usd: 490,
    seats: 5,
    contact_sales: false,
    sort_order: 2,
    integrations: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    max_file_bytes: 200 * MB,
    files_per_batch: 100,
    extractions_per_day: 100000,
    api_calls_per_day: 500000,
    requests_per_minute: 1000,
    ocr_pages_per_file: 1000,
    price_monthly_usd: null,
    price_yearly_usd: null,
    seats: 25,
    contact_sales: true,
    sort_order: 3,
    integrations: true,
  },
];
