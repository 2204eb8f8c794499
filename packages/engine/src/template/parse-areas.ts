import type { BBox } from "../types.js";
import { badInput, boxArray, coordinate, isObject, separatorList } from "./json-checks.js";

const MAX_BOXES_PER_PAGE = 100;
const MAX_COLUMNS = 200;

/**
 * Parses the `areas` JSON of a request, `{"3": [[x0, y0, x1, y1], ...]}`
 * (page number to boxes; `{x0, y0, x1, y1}` objects are accepted too).
 * Throws EngineError("invalid_areas") whose message starts with the JSON
 * path of the first problem (`areas["3"][0]: ...`), also given as `field`.
 */
export function parseAreasJson(text: string): Record<number, BBox[]> {
  const value = parseJson(text, "areas", "invalid_areas");
  if (!isObject(value)) badInput("invalid_areas", "areas", 'must be an object mapping page numbers to lists of boxes, e.g. {"1": [[40, 100, 500, 400]]}');
  const out: Record<number, BBox[]> = {};
  for (const [key, boxes] of Object.entries(value)) {
    const page = pageOf(key, "areas", "invalid_areas");
    const path = `areas["${key}"]`;
    if (!Array.isArray(boxes)) badInput("invalid_areas", path, "must be a list of boxes [x0, y0, x1, y1]");
    if (boxes.length > MAX_BOXES_PER_PAGE) badInput("invalid_areas", path, `must hold at most ${MAX_BOXES_PER_PAGE} boxes`);
    out[page] = boxes.map((b, i) => {
      const box = boxArray(Array.isArray(b) ? b : isObject(b) ? [b.x0, b.y0, b.x1, b.y1] : undefined);
      if (!box) badInput("invalid_areas", `${path}[${i}]`, "must be [x0, y0, x1, y1] in points with x0 < x1 and y0 < y1");
      return { x0: box[0], y0: box[1], x1: box[2], y1: box[3] };
    });
  }
  return out;
}

/**
 * Parses the `columns` JSON of a request, `{"3": [x1, x2, ...]}` (page number
 * to column separator x positions, returned sorted). Throws
 * EngineError("invalid_columns") naming the JSON path, like `parseAreasJson`.
 */
export function parseColumnsJson(text: string): Record<number, number[]> {
  const value = parseJson(text, "columns", "invalid_columns");
  if (!isObject(value)) badInput("invalid_columns", "columns", 'must be an object mapping page numbers to lists of x positions, e.g. {"1": [120, 250]}');
  const out: Record<number, number[]> = {};
  for (const [key, xs] of Object.entries(value)) {
    const page = pageOf(key, "columns", "invalid_columns");
    const path = `columns["${key}"]`;
    const list = separatorList(xs, MAX_COLUMNS);
    if (!list) {
      const at = Array.isArray(xs) ? xs.findIndex((x) => coordinate(x) === undefined) : -1;
      badInput("invalid_columns", at >= 0 ? `${path}[${at}]` : path, at >= 0 ? "must be a number (an x position in points)" : `must be a list of at most ${MAX_COLUMNS} x positions`);
    }
    out[page] = list;
  }
  return out;
}

function parseJson(text: string, field: string, code: "invalid_areas" | "invalid_columns"): unknown {
  if (typeof text !== "string") badInput(code, field, "must be a JSON string");
  try {
    return JSON.parse(text);
  } catch (error) {
    badInput(code, field, `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function pageOf(key: string, field: string, code: "invalid_areas" | "invalid_columns"): number {
  const page = Number(key);
  if (!/^\d+$/.test(key) || !Number.isInteger(page) || page < 1) badInput(code, `${field}["${key}"]`, "the key must be a page number (1 or more)");
  return page;
}
