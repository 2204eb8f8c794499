import type { ColumnType } from "../typing/column-types.js";

/** Excel number format for a typed column; null for text and empty columns. */
export function numberFormat(type: ColumnType): string | null {
  if (type.kind === "date") return "yyyy-mm-dd";
  if (type.kind !== "number") return null;
  const fraction = type.decimals > 0 ? `.${"0".repeat(type.decimals)}` : "";
  if (type.percent) return `0${fraction}%`;
  let format = `${type.grouping ? "#,##0" : "0"}${fraction}`;
  if (type.currency) {
    const symbol = `"${type.currency.replace(/"/g, "")}"`;
    format = /^[A-Za-z]/.test(type.currency) ? `${format} ${symbol}` : `${symbol}${format}`;
  }
  return type.parentheses ? `${format};(${format})` : format;
}
