/** A calendar date read from a cell, with how its day/month order is known. */
export interface DateReading {
  year: number;
  /** First and second numeric fields for "a/b/yyyy" texts, whose order the column decides. */
  a: number;
  b: number;
  /** "fixed": the order is certain (ISO, dotted, month names); "slash": a/b could be d/m or m/d. */
  order: "fixed" | "slash";
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

/** Reads a date in a common printed form (4-digit years only, so "03/04/05" stays text). */
export function readDate(raw: string): DateReading | null {
  const s = raw.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s) ?? /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(s);
  if (m) return fixed(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s); // dotted dates are day-first wherever they are printed
  if (m) return fixed(+m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(s);
  if (m) return checked({ year: +m[3]!, a: +m[1]!, b: +m[2]!, order: "slash" });
  m = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([A-Za-z]{3,9})\.?,?[ -](\d{4})$/.exec(s);
  if (m) return named(+m[3]!, m[2]!, +m[1]!);
  m = /^([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(s);
  if (m) return named(+m[3]!, m[1]!, +m[2]!);
  return null;
}

/** The UTC date for a reading, given the column's order for slash dates; null when invalid. */
export function dateValue(reading: DateReading, slashOrder: "dmy" | "mdy"): Date | null {
  const [month, day] =
    reading.order === "fixed" || slashOrder === "mdy" ? [reading.a, reading.b] : [reading.b, reading.a];
  return validDate(reading.year, month, day);
}

function fixed(year: number, month: number, day: number): DateReading | null {
  return checked({ year, a: month, b: day, order: "fixed" });
}

function named(year: number, monthName: string, day: number): DateReading | null {
  const month = MONTHS[monthName.toLowerCase()];
  return month ? fixed(year, month, day) : null;
}

function checked(reading: DateReading): DateReading | null {
  if (reading.year < 1000 || reading.year > 9999) return null;
  if (reading.order === "fixed") return validDate(reading.year, reading.a, reading.b) ? reading : null;
  const asMdy = validDate(reading.year, reading.a, reading.b);
  const asDmy = validDate(reading.year, reading.b, reading.a);
  return asMdy || asDmy ? reading : null;
}

function validDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}
