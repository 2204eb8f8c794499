import type { Batch } from "../api/batchTypes";
import type { Plan } from "../api/types";
import { batchFileOf } from "../test/apiFixtures";

const MB = 1024 * 1024;

/** A plan as GET /plans serves it. */
export const planOf = (id: "free" | "pro" | "business", filesPerBatch: number, maxBytes: number): Plan => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  max_file_bytes: maxBytes,
  files_per_batch: filesPerBatch,
  extractions_per_day: 1000,
  api_calls_per_day: 5000,
  requests_per_minute: 100,
  price_monthly_usd: id === "free" ? 0 : 19,
  price_yearly_usd: id === "free" ? 0 : 190,
  seats: 1,
  contact_sales: false,
  ocr_pages_per_file: 10,
  sort_order: 0,
  integrations: id === "business",
});

/** The default plan table (docs/product.md, Plans). */
export const defaultPlans = [planOf("free", 1, 10 * MB), planOf("pro", 10, 50 * MB), planOf("business", 50, 50 * MB)];

/** A batch as GET /batch/ lists it; `overrides.progress` merges into the counts. */
export function batchOf(
  overrides: Partial<Omit<Batch, "progress">> & { progress?: Partial<Batch["progress"]> } = {},
): Batch {
  const { progress, ...rest } = overrides;
  return {
    id: "b1c2d3e4-0000-4000-8000-000000000001",
    status: "processing",
    format: "xlsx",
    created_at: "2025-03-04T10:15:00.000Z",
    completed_at: null,
    expires_at: "2025-03-11T10:15:00.000Z",
    expired: false,
    results: [],
    error: null,
    ran_by: null,
    ...rest,
    progress: {
      total_files: 2,
      processed_files: 0,
      successful_files: 0,
      failed_files: 0,
      current_file: null,
      current_index: null,
      current_pages: null,
      ...progress,
    },
  };
}

/** A finished batch of two PDFs: one with 3 tables, one unreadable. */
export const completedBatch = batchOf({
  status: "completed",
  completed_at: "2025-03-04T10:16:00.000Z",
  progress: { processed_files: 2, successful_files: 1, failed_files: 1 },
  results: [
    batchFileOf({ filename: "a.pdf", status: "completed", table_count: 3 }),
    batchFileOf({
      filename: "b.pdf",
      status: "failed",
      error: "The PDF is damaged and cannot be read",
      error_code: "damaged_pdf",
    }),
  ],
});
