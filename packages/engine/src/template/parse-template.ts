import { isEngineError } from "../errors.js";
import { parsePageRanges } from "../page-selection.js";
import { badInput, boxArray, COORDINATE_RANGE, isObject, separatorList } from "./json-checks.js";
import type { AreaPageRule, TableTemplate, TemplateArea } from "./types.js";

const METHODS = ["auto", "lattice", "stream"] as const;
const AREA_KEYS = new Set(["page", "box", "columns", "method", "header_rows", "anchor"]);
const MAX_AREAS = 500;
const MAX_COLUMNS = 200;
const MAX_HEADER_ROWS = 100;
const MAX_NAME = 200;
const MAX_ANCHOR = 200;

/**
 * Validates unknown JSON into a template. `name` is required; `pages`
 * (default null: every page), `method` (default "auto"), `stitch` (default
 * false) and `areas` (default none) are optional. Unknown top-level keys (an
 * id or timestamps a store added) are ignored; unknown keys inside an area
 * are an error, since a misspelt `columns` would otherwise be silently lost.
 * Throws EngineError("invalid_template") whose message starts with the JSON
 * path of the first problem ("areas[0].box: ...") and whose `field` is that path.
 */
export function parseTemplate(value: unknown): TableTemplate {
  if (!isObject(value)) fail("template", "must be a JSON object");
  const name = value.name;
  if (typeof name !== "string" || name.trim() === "") fail("name", "must be a non-empty string");
  if (name.length > MAX_NAME) fail("name", `must be at most ${MAX_NAME} characters`);
  return {
    name: name.trim(),
    pages: pagesOf(value.pages),
    method: methodOf(value.method, "method") ?? "auto",
    stitch: stitchOf(value.stitch),
    areas: areasOf(value.areas),
  };
}

function pagesOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") fail("pages", 'must be a page selection such as "1-3,7", or null');
  const pages = value.trim();
  if (pages === "" || pages === "all") return null;
  try {
    parsePageRanges(pages);
  } catch (error) {
    if (isEngineError(error)) fail("pages", `"${pages}" is not a page selection such as "1-3,7"`);
    throw error;
  }
  return pages;
}

function methodOf(value: unknown, path: string): TableTemplate["method"] | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !(METHODS as readonly string[]).includes(value))
    fail(path, "must be auto, lattice or stream");
  return value as TableTemplate["method"];
}

function stitchOf(value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") fail("stitch", "must be true or false");
  return value;
}

function areasOf(value: unknown): TemplateArea[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail("areas", "must be a list of areas");
  if (value.length > MAX_AREAS) fail("areas", `must hold at most ${MAX_AREAS} areas`);
  return value.map((area, i) => areaOf(area, `areas[${i}]`));
}

function areaOf(value: unknown, path: string): TemplateArea {
  if (!isObject(value)) fail(path, "must be an object with page and box");
  for (const key of Object.keys(value))
    if (!AREA_KEYS.has(key)) fail(`${path}.${key}`, `unknown field (expected ${[...AREA_KEYS].join(", ")})`);
  const area: TemplateArea = { page: pageRuleOf(value.page, `${path}.page`), box: boxOf(value.box, `${path}.box`) };
  if (value.columns !== undefined) {
    const columns = separatorList(value.columns, MAX_COLUMNS);
    if (!columns) fail(`${path}.columns`, `must be a list of at most ${MAX_COLUMNS} x positions (${COORDINATE_RANGE})`);
    area.columns = columns;
  }
  const method = methodOf(value.method, `${path}.method`);
  if (method) area.method = method;
  if (value.header_rows !== undefined) {
    const h = value.header_rows;
    if (typeof h !== "number" || !Number.isInteger(h) || h < 0 || h > MAX_HEADER_ROWS)
      fail(`${path}.header_rows`, `must be a whole number from 0 to ${MAX_HEADER_ROWS}`);
    area.header_rows = h;
  }
  if (value.anchor !== undefined) {
    const anchor = value.anchor;
    if (!isObject(anchor)) fail(`${path}.anchor`, 'must be an object such as {"text": "Closing balance"}');
    for (const key of Object.keys(anchor))
      if (key !== "text") fail(`${path}.anchor.${key}`, "unknown field (expected text)");
    if (typeof anchor.text !== "string" || anchor.text.trim() === "")
      fail(`${path}.anchor.text`, "must be a non-empty string");
    if (anchor.text.length > MAX_ANCHOR) fail(`${path}.anchor.text`, `must be at most ${MAX_ANCHOR} characters`);
    area.anchor = { text: anchor.text };
  }
  return area;
}

function pageRuleOf(value: unknown, path: string): AreaPageRule {
  if (value === "all" || value === "last") return value;
  // a safe integer: 1e300 passes Number.isInteger but names no page any document has
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 1) return value;
  fail(path, 'must be a page number (1 or more), "all" or "last"');
}

function boxOf(value: unknown, path: string): [number, number, number, number] {
  const box = boxArray(value);
  if (!box) fail(path, `must be [x0, y0, x1, y1] in points (${COORDINATE_RANGE}) with x0 < x1 and y0 < y1`);
  return box;
}

function fail(path: string, reason: string): never {
  badInput("invalid_template", path, reason);
}
