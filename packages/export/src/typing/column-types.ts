import type { SheetTable } from "../model.js";
import { readDate, type DateReading } from "./parse-date.js";
import { decimalPlaces, hasGrouping, readNumber, type NumberReading } from "./parse-number.js";

/** What a whole column holds; decided once per column so "1,234" means the same in every row. */
export type ColumnType =
  | { kind: "empty" }
  | { kind: "text" }
  | {
      kind: "number";
      /** The column's decimal separator as printed. */
      decimal: "." | ",";
      /** Some cell proved the separator; false when it was assumed (every cell ambiguous or an integer). */
      proven: boolean;
      /** Most digits after the separator in the column. */
      decimals: number;
      grouping: boolean;
      /** Values were printed with "%"; their typed value is the fraction (12.5% -> 0.125). */
      percent: boolean;
      /** The one currency symbol the column prints, if any. */
      currency: string | null;
      /** Negatives were printed in parentheses, accounting style. */
      parentheses: boolean;
    }
  | { kind: "date"; slashOrder: "dmy" | "mdy" };

/** Texts that mean "no value" inside a numeric or date column; they are kept as text. */
export const PLACEHOLDERS = new Set(["-", "–", "—", "n/a", "na", "n.a.", "…", "...", "nil", "none", "null", "*"]);

/** Share of non-placeholder cells that must read as numbers (or dates) for the column to be typed. */
const TYPED_SHARE = 0.8;

/** True for an empty cell or a "no value" marker. */
export function isBlankish(text: string): boolean {
  const t = text.trim();
  return t === "" || PLACEHOLDERS.has(t.toLowerCase());
}

/** Decides each column's type from its body cells (header rows never vote). */
export function inferColumnTypes(table: SheetTable): ColumnType[] {
  const width = table.grid[0]?.length ?? 0;
  const columns: string[][] = [];
  for (let c = 0; c < width; c++) {
    const texts: string[] = [];
    for (let r = table.headerRows; r < table.grid.length; r++) {
      const text = table.grid[r]![c]!;
      if (!isBlankish(text)) texts.push(text);
    }
    columns.push(texts);
  }
  // A column of only ambiguous numbers ("1.000", "12.500") follows the separator the rest of
  // the table proves: a German table's quantities are thousands, not decimals.
  const proven = columns.map((texts) => inferColumnType(texts));
  const comma = proven.filter((t) => t.kind === "number" && t.decimal === "," && t.proven).length;
  const point = proven.filter((t) => t.kind === "number" && t.decimal === "." && t.proven).length;
  if (comma <= point) return proven;
  return columns.map((texts, c) => {
    const type = proven[c]!;
    return type.kind === "number" && !type.proven ? inferColumnType(texts, ",") : type;
  });
}

/**
 * Decides the type of one column from its non-blank texts; `fallbackDecimal` is used when no
 * cell proves the decimal separator.
 */
export function inferColumnType(texts: readonly string[], fallbackDecimal: "." | "," = "."): ColumnType {
  if (texts.length === 0) return { kind: "empty" };
  const numbers = texts.map(readNumber).filter((n): n is NumberReading => n !== null);
  if (numbers.some((n) => n.leadingZero || n.tooLong)) return { kind: "text" }; // ids, account numbers
  if (numbers.length >= texts.length * TYPED_SHARE) return numberColumn(numbers, texts, fallbackDecimal);
  const dates = texts.map(readDate).filter((d): d is DateReading => d !== null);
  if (dates.length >= texts.length * TYPED_SHARE) {
    const slashOrder = slashDateOrder(dates);
    if (slashOrder) return { kind: "date", slashOrder };
  }
  return { kind: "text" };
}

function numberColumn(numbers: NumberReading[], texts: readonly string[], fallbackDecimal: "." | ","): ColumnType {
  const commaVotes = numbers.filter((n) => n.evidence === ",").length;
  const pointVotes = numbers.filter((n) => n.evidence === ".").length;
  const proven = commaVotes + pointVotes > 0;
  const decimal = !proven ? fallbackDecimal : commaVotes > pointVotes ? "," : ".";
  const fits = numbers.filter((n) => n.evidence === "none" || n.evidence === "either" || n.evidence === decimal);
  if (fits.length < texts.length * TYPED_SHARE) return { kind: "text" };
  const currencies = new Set(fits.map((n) => n.currency).filter((c) => c !== null));
  const withCurrency = fits.filter((n) => n.currency !== null).length;
  return {
    kind: "number",
    decimal,
    proven,
    decimals: Math.min(10, Math.max(0, ...fits.map((n) => decimalPlaces(n, decimal)))),
    grouping: fits.some((n) => hasGrouping(n, decimal)),
    percent: fits.every((n) => n.percent),
    currency: currencies.size === 1 && withCurrency * 2 >= fits.length ? [...currencies][0]! : null,
    parentheses: texts.some((t) => t.trim().startsWith("(") && readNumber(t)?.negative === true),
  };
}

/** Day-first or month-first for "a/b/yyyy" dates; null when the column cannot tell or contradicts itself. */
function slashDateOrder(dates: DateReading[]): "dmy" | "mdy" | null {
  const slash = dates.filter((d) => d.order === "slash");
  if (slash.length === 0) return "dmy"; // no slash dates: the order is never used
  const dayFirst = slash.some((d) => d.a > 12);
  const monthFirst = slash.some((d) => d.b > 12);
  if (dayFirst === monthFirst) return null; // both (contradiction) or neither (ambiguous): keep as text
  return dayFirst ? "dmy" : "mdy";
}

const cache = new WeakMap<SheetTable, ColumnType[]>();

/**
 * `inferColumnTypes`, computed once per table object: statistics, JSON and the xlsx writer all
 * ask for the same table's types. Internal tables are never changed after preparation.
 */
export function columnTypesOf(table: SheetTable): ColumnType[] {
  let types = cache.get(table);
  if (!types) {
    types = inferColumnTypes(table);
    cache.set(table, types);
  }
  return types;
}
