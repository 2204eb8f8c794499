/** Expiry choices of a new key, in days; null never expires. */
export const EXPIRY_OPTIONS: { label: string; days: number | null }[] = [
  { label: "Never", days: null },
  { label: "30 days", days: 30 },
  { label: "90 days", days: 90 },
  { label: "1 year", days: 365 },
];

/** A date of a key row, or a dash. */
export function formatKeyDate(iso: string | null, empty = "Never"): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" }) : empty;
}
