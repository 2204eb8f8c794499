/**
 * Small parsers for environment values. Each returns the parsed value or a
 * human sentence explaining what was expected, so the loader can list every
 * bad setting at once instead of stopping at the first.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (problem: string): Parsed<never> => ({ ok: false, problem });

/** Whole number within [min, max]. */
export function integer(raw: string, min: number, max: number): Parsed<number> {
  if (!/^-?\d+$/.test(raw.trim())) return bad(`must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) return bad(`must be between ${min} and ${max}, got ${value}`);
  return ok(value);
}

/** Decimal number (such as 0.5 or 30) within [min, max]. */
export function decimal(raw: string, min: number, max: number): Parsed<number> {
  if (!/^\d+(\.\d+)?$/.test(raw.trim())) return bad(`must be a number such as 30 or 0.5, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) return bad(`must be between ${min} and ${max}, got ${value}`);
  return ok(value);
}

/**
 * How many reverse proxies stand in front of the server: true/yes/on (one), false/no/off (none),
 * or a number of hops from 0 to 10 ("1" is one proxy, as "true" is).
 */
export function proxyHops(raw: string): Parsed<number> {
  const v = raw.trim().toLowerCase();
  if (["true", "yes", "on"].includes(v)) return ok(1);
  if (["false", "no", "off"].includes(v)) return ok(0);
  if (/^\d+$/.test(v) && Number(v) <= 10) return ok(Number(v));
  return bad(`must be true, false or a number of proxies from 0 to 10, got "${raw}"`);
}

/** Boolean written as true/false/1/0/yes/no/on/off. */
export function boolean(raw: string): Parsed<boolean> {
  const v = raw.trim().toLowerCase();
  if (["true", "1", "yes", "on"].includes(v)) return ok(true);
  if (["false", "0", "no", "off"].includes(v)) return ok(false);
  return bad(`must be true or false, got "${raw}"`);
}

/** Absolute URL with one of the allowed protocols (e.g. "http:"). */
export function url(raw: string, protocols: string[]): Parsed<string> {
  let parsed: URL;
  try {
    parsed = new URL(raw.trim());
  } catch {
    return bad(`must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    return bad(`must start with ${protocols.map((p) => `${p}//`).join(" or ")}, got "${raw}"`);
  }
  return ok(raw.trim());
}

/** One of a fixed set of words. */
export function oneOf<T extends string>(raw: string, choices: readonly T[]): Parsed<T> {
  const v = raw.trim().toLowerCase() as T;
  if (choices.includes(v)) return ok(v);
  return bad(`must be one of ${choices.join(", ")}, got "${raw}"`);
}

/** Any non-empty text. */
export function text(raw: string): Parsed<string> {
  return raw.trim() === "" ? bad("must not be empty") : ok(raw.trim());
}
