import { EngineError, type EngineErrorCode } from "../errors.js";

/** Largest coordinate accepted, in points (PDF pages are at most 14,400 pt across). */
export const MAX_COORDINATE = 100_000;

/** What a coordinate may be, for messages: a box of [0, 0, 200000, 10] must not read as if x0 < x1 were the problem. */
export const COORDINATE_RANGE = `numbers from -${MAX_COORDINATE} to ${MAX_COORDINATE}`;

/**
 * Throws the input error for one JSON path: code, a message that starts with
 * the path, and the path as `field`.
 */
export function badInput(code: EngineErrorCode, path: string, reason: string): never {
  throw new EngineError(code, `${path}: ${reason}`, { field: path });
}

/** A finite number within the coordinate range, or undefined. */
export function coordinate(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= MAX_COORDINATE ? value : undefined;
}

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * A list of column separator x positions: finite numbers, returned sorted
 * with duplicates dropped; undefined when the value is not such a list.
 */
export function separatorList(value: unknown, max: number): number[] | undefined {
  if (!Array.isArray(value) || value.length > max) return undefined;
  const xs: number[] = [];
  for (const v of value) {
    const x = coordinate(v);
    if (x === undefined) return undefined;
    xs.push(x);
  }
  return [...new Set(xs)].sort((a, b) => a - b);
}

/** [x0, y0, x1, y1] with x0 < x1 and y0 < y1, or undefined. */
export function boxArray(value: unknown): [number, number, number, number] | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const [x0, y0, x1, y1] = value.map(coordinate);
  if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) return undefined;
  return x0 < x1 && y0 < y1 ? [x0, y0, x1, y1] : undefined;
}
