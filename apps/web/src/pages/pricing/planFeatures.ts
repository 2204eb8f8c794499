import { formatBytes } from "../../components/formatBytes";
import type { Plan } from "../../api/types";

const count = (value: number | null, unit: string) =>
  value == null ? `${unit}: set by operator` : `${value.toLocaleString()} ${unit}`;

/** Card bullet points, all derived from the plan's limits. */
export function planFeatures(plan: Plan): string[] {
  const lines = [
    plan.max_file_bytes == null ? "File size set by operator" : `Files up to ${formatBytes(plan.max_file_bytes)}`,
    plan.files_per_batch != null && plan.files_per_batch <= 1
      ? "Single PDF per extraction"
      : count(plan.files_per_batch, "PDFs per batch"),
    count(plan.extractions_per_day, "extractions per day"),
    count(plan.api_calls_per_day, "API calls per day"),
    count(plan.requests_per_minute, "API requests per minute"),
  ];
  if (plan.seats > 1) lines.push(`${plan.seats} team seats`);
  return lines;
}
