import type { ColumnType } from "./column-types.js";
import { dateValue, readDate } from "./parse-date.js";
import { numberValue, readNumber } from "./parse-number.js";

/** A cell as a spreadsheet should hold it. */
export type TypedValue =
  | { kind: "number"; value: number }
  | { kind: "date"; value: Date }
  | { kind: "text"; value: string }
  | { kind: "empty" };

/** Reads one cell under its column's type; anything that does not fit the column stays text. */
export function typeCell(text: string, type: ColumnType): TypedValue {
  if (text.trim() === "") return { kind: "empty" };
  if (type.kind === "number") {
    const reading = readNumber(text);
    const value = reading ? numberValue(reading, type.decimal) : null;
    if (value !== null) return { kind: "number", value };
  } else if (type.kind === "date") {
    const reading = readDate(text);
    const value = reading ? dateValue(reading, type.slashOrder) : null;
    if (value) return { kind: "date", value };
  }
  return { kind: "text", value: text };
}

/** JSON form of a typed value: numbers as numbers, dates as "YYYY-MM-DD", text as text, empty as null. */
export function jsonValue(value: TypedValue): number | string | null {
  if (value.kind === "empty") return null;
  if (value.kind === "date") return value.value.toISOString().slice(0, 10);
  return value.value;
}
