/**
 * Peak hour as docs/product.md (Screens: Analytics) shows it: "14:00", and "06:00" for a morning
 * hour (a 24-hour clock with two digits, so "6:00" is not read as a.m. or p.m.); "-" without data.
 */
export function formatPeakHour(hour: number | null): string {
  return hour == null ? "-" : `${String(hour).padStart(2, "0")}:00`;
}

/** Confidence 0..1 as a whole percent ("87%"). */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** Chart label of an extraction method: underscores shown as spaces. */
export const methodLabel = (method: string) => method.replace(/_/g, " ");

/** Chart label of a file type: upper-case. */
export const fileTypeLabel = (type: string) => type.toUpperCase();

/** Bars of a chart, largest first, each as a share (0-100) of the largest value. */
export function chartBars(counts: Record<string, number>): { key: string; value: number; percent: number }[] {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const max = Math.max(0, ...entries.map(([, v]) => v));
  return entries.map(([key, value]) => ({ key, value, percent: max > 0 ? (value / max) * 100 : 0 }));
}
