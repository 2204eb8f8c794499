import { EngineError } from "./errors.js";

/** The values one setting may take: a number from `min` to `max`, whole when `integer`. */
export interface SettingLimit {
  min: number;
  max: number;
  integer?: boolean;
}

/** A limit for every setting of a stage's settings object. */
export type SettingLimits<T> = { readonly [K in keyof T]: SettingLimit };

/** A distance on the page in points: no more than the largest page a PDF may have (200 in). */
export const POINTS: SettingLimit = { min: 0, max: 14_400 };
/** A distance in ems (multiples of the font size). */
export const EMS: SettingLimit = { min: 0, max: 100 };
/** A share of something, from none to all of it. */
export const SHARE: SettingLimit = { min: 0, max: 1 };
/**
 * A share of a line's height two boxes must overlap to be on one line: more
 * than none, since a zero share would join lines that merely touch (and the
 * line builder, text/line-bands.ts, requires some overlap anyway).
 */
export const LINE_OVERLAP: SettingLimit = { min: 0.01, max: 1 };
/** A distance in multiples of a line height. */
export const LINE_HEIGHTS: SettingLimit = { min: 0, max: 1_000 };

/** A whole number of things (lines, rows, words, edges) from `min` up. */
export function count(min: number): SettingLimit {
  return { min, max: 100_000, integer: true };
}

/**
 * Checks a partial override of one stage's settings: an object whose keys
 * are all settings of that stage, each a number within its limit. Throws
 * `invalid_options` naming the setting (`tolerances.stream.minTabularLines`)
 * and what it must be; returns the override unchanged.
 */
export function checkSettings<T extends object>(
  overrides: unknown,
  limits: SettingLimits<T>,
  path: string,
): Partial<T> {
  if (overrides === undefined) return {};
  if (overrides === null || typeof overrides !== "object" || Array.isArray(overrides))
    fail(`${path} must be an object of settings`);
  for (const [key, value] of Object.entries(overrides)) {
    const limit = Object.hasOwn(limits, key) ? (limits as Record<string, SettingLimit>)[key] : undefined;
    if (!limit) fail(`${path}.${key} is not a setting (known: ${Object.keys(limits).join(", ")})`);
    const kind = limit.integer ? "a whole number" : "a number";
    if (
      typeof value !== "number" ||
      !Number.isFinite(value) ||
      value < limit.min ||
      value > limit.max ||
      (limit.integer && !Number.isInteger(value))
    ) {
      fail(`${path}.${key} must be ${kind} from ${limit.min} to ${limit.max} (got ${describe(value)})`);
    }
  }
  return overrides as Partial<T>;
}

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined)
    return String(value);
  return Array.isArray(value) ? "a list" : typeof value === "object" ? "an object" : typeof value;
}

function fail(reason: string): never {
  throw new EngineError("invalid_options", `Invalid options: ${reason}.`);
}
