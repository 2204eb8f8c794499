import type { AreaBox } from "../types.js";
import {
  badInput,
  boxArray,
  coordinate,
  COORDINATE_RANGE,
  isObject,
  MAX_COORDINATE,
  separatorList,
} from "./json-checks.js";

const MAX_BOXES_PER_PAGE = 100;
const MAX_COLUMNS = 200;
const MAX_HEADER_ROWS = 100;
const METHODS = ["auto", "lattice", "stream"];
const AREA_KEYS = ["box", "method", "header_rows", "columns"];
/** How far (points) an area's own guide may sit outside its box. */
const GUIDE_SLACK = 1;

/**
 * Parses the `areas` JSON of a request, `{"3": [[x0, y0, x1, y1], ...]}`
 * (page number to boxes; `{x0, y0, x1, y1}` objects are accepted too). An
 * entry may also be an area with settings of its own,
 * `{"box": [x0, y0, x1, y1], "method"?: "auto" | "lattice" | "stream",
 * "header_rows"?: n, "columns"?: [x1, ...]}` (its guides must lie within
 * its box). Throws EngineError("invalid_areas") whose message starts with
 * the JSON path of the first problem (`areas["3"][0].method: ...`), also
 * given as `field`.
 */
export function parseAreasJson(text: string): Record<number, AreaBox[]> {
  const value = parseJson(text, "areas", "invalid_areas");
  if (!isObject(value))
    badInput(
      "invalid_areas",
      "areas",
      'must be an object mapping page numbers to lists of boxes, e.g. {"1": [[40, 100, 500, 400]]}',
    );
  const out: Record<number, AreaBox[]> = {};
  for (const [key, boxes] of Object.entries(value)) {
    const page = pageOf(key, "areas", "invalid_areas");
    const path = `areas["${key}"]`;
    if (!Array.isArray(boxes)) badInput("invalid_areas", path, "must be a list of boxes [x0, y0, x1, y1]");
    if (boxes.length > MAX_BOXES_PER_PAGE)
      badInput("invalid_areas", path, `must hold at most ${MAX_BOXES_PER_PAGE} boxes`);
    out[page] = boxes.map((b, i) =>
      isObject(b) && "box" in b ? areaWithSettings(b, `${path}[${i}]`) : plainBox(b, `${path}[${i}]`),
    );
  }
  return out;
}

function plainBox(value: unknown, path: string): AreaBox {
  const box = boxArray(
    Array.isArray(value) ? value : isObject(value) ? [value.x0, value.y0, value.x1, value.y1] : undefined,
  );
  if (!box)
    badInput(
      "invalid_areas",
      path,
      `must be [x0, y0, x1, y1] in points (${COORDINATE_RANGE}) with x0 < x1 and y0 < y1, or {"box": [x0, y0, x1, y1], "method": ..., "header_rows": ..., "columns": [...]}`,
    );
  return { x0: box[0], y0: box[1], x1: box[2], y1: box[3] };
}

function areaWithSettings(value: Record<string, unknown>, path: string): AreaBox {
  for (const key of Object.keys(value))
    if (!AREA_KEYS.includes(key))
      badInput("invalid_areas", `${path}.${key}`, `unknown field (expected ${AREA_KEYS.join(", ")})`);
  const box = boxArray(value.box);
  if (!box)
    badInput(
      "invalid_areas",
      `${path}.box`,
      `must be [x0, y0, x1, y1] in points (${COORDINATE_RANGE}) with x0 < x1 and y0 < y1`,
    );
  const area: AreaBox = { x0: box[0], y0: box[1], x1: box[2], y1: box[3] };
  if (value.method !== undefined) {
    if (typeof value.method !== "string" || !METHODS.includes(value.method))
      badInput("invalid_areas", `${path}.method`, "must be auto, lattice or stream");
    area.method = value.method as NonNullable<AreaBox["method"]>;
  }
  if (value.header_rows !== undefined) {
    const h = value.header_rows;
    if (typeof h !== "number" || !Number.isInteger(h) || h < 0 || h > MAX_HEADER_ROWS)
      badInput("invalid_areas", `${path}.header_rows`, `must be a whole number from 0 to ${MAX_HEADER_ROWS}`);
    area.headerRows = h;
  }
  if (value.columns !== undefined) {
    const columns = separatorList(value.columns, MAX_COLUMNS);
    if (!columns)
      badInput(
        "invalid_areas",
        `${path}.columns`,
        `must be a list of at most ${MAX_COLUMNS} x positions (${COORDINATE_RANGE})`,
      );
    const outside = columns.find((x) => x < area.x0 - GUIDE_SLACK || x > area.x1 + GUIDE_SLACK);
    if (outside !== undefined)
      badInput(
        "invalid_areas",
        `${path}.columns`,
        `guide x ${outside} lies outside the area's box, which runs from x ${area.x0} to ${area.x1}`,
      );
    if (columns.length > 0) area.columns = columns;
  }
  return area;
}

/**
 * Parses the `columns` JSON of a request, `{"3": [x1, x2, ...]}` (page number
 * to column separator x positions, returned sorted). Throws
 * EngineError("invalid_columns") naming the JSON path, like `parseAreasJson`.
 */
export function parseColumnsJson(text: string): Record<number, number[]> {
  const value = parseJson(text, "columns", "invalid_columns");
  if (!isObject(value))
    badInput(
      "invalid_columns",
      "columns",
      'must be an object mapping page numbers to lists of x positions, e.g. {"1": [120, 250]}',
    );
  const out: Record<number, number[]> = {};
  for (const [key, xs] of Object.entries(value)) {
    const page = pageOf(key, "columns", "invalid_columns");
    const path = `columns["${key}"]`;
    const list = separatorList(xs, MAX_COLUMNS);
    if (!list) {
      const at = Array.isArray(xs) ? xs.findIndex((x) => coordinate(x) === undefined) : -1;
      badInput(
        "invalid_columns",
        at >= 0 ? `${path}[${at}]` : path,
        at >= 0
          ? `must be a number from -${MAX_COORDINATE} to ${MAX_COORDINATE} (an x position in points)`
          : `must be a list of at most ${MAX_COLUMNS} x positions`,
      );
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
  if (!/^\d+$/.test(key) || !Number.isSafeInteger(page) || page < 1)
    badInput(code, `${field}["${key}"]`, "the key must be a page number (1 or more)");
  return page;
}
