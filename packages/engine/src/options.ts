import { EngineError } from "./errors.js";
import { parsePageRanges } from "./page-selection.js";
import { resolveTolerances, type ToleranceOverrides, type Tolerances } from "./tolerances.js";
import { parseTemplate } from "./template/parse-template.js";
import type { TableTemplate } from "./template/types.js";
import type { AreaBox, CancelSignal, ExtractOptions, PageResult } from "./types.js";
import { missingLanguages } from "./ocr/languages.js";

export { DEFAULT_LATTICE_TOLERANCES, type LatticeTolerances } from "./lattice/settings.js";
export { DEFAULT_TOLERANCES, type ToleranceOverrides, type Tolerances } from "./tolerances.js";

/** ExtractOptions plus optional tolerance overrides (for experiments and the debug tools). */
export interface EngineOptions extends ExtractOptions {
  /** Per-stage overrides of the defaults; see tolerances.ts (checked: unknown keys and out-of-range values are refused). */
  tolerances?: ToleranceOverrides;
}

/** The validated settings the pipeline runs with; every field has a value. */
export interface ResolvedOptions {
  /** The page selection as written; resolved against the page count by `selectPages`. */
  pages: string | null;
  password: string | undefined;
  method: "auto" | "lattice" | "stream";
  areas: Record<number, AreaBox[]>;
  columns: Record<number, number[]>;
  stitch: boolean;
  /** Whether finished pages' tables stay in the result (false: they only go to onPageDone). */
  keepTables: boolean;
  /** The validated template, or null; its pages, method and stitch are already merged into the fields above. */
  template: TableTemplate | null;
  pageTimeoutMs: number;
  ocr: ResolvedOcr;
  debug: boolean;
  onProgress: ((pagesDone: number, pagesTotal: number) => void) | undefined;
  onPlan: ((pages: number[], pageCount: number) => void) | undefined;
  onPageStart: ((page: number) => void) | undefined;
  onPageOcr: ((page: number, budgetMs: number) => void) | undefined;
  onReadAhead: ((page: number | null) => void) | undefined;
  onPageDone: ((page: PageResult) => void) | undefined;
  claimPage: ((page: number) => boolean) | undefined;
  signal: CancelSignal | undefined;
  tolerances: Tolerances;
}

/** OCR settings with every field filled. */
export interface ResolvedOcr {
  mode: "auto" | "off" | "force";
  languages: string[];
  pageTimeoutMs: number;
  maxPages: number;
  /** Pages read by OCR at once (1 to MAX_OCR_CONCURRENCY). */
  concurrency: number;
  /** Asked before a page is begun ahead of its turn; false: not now (see OcrOptions.mayReadAhead). */
  mayReadAhead: ((page: number) => boolean) | undefined;
}

/** The most pages `ocr.concurrency` lets the engine read by OCR at once (each holds an OCR worker and a page image). */
export const MAX_OCR_CONCURRENCY = 8;

export const DEFAULT_OCR_PAGE_TIMEOUT_MS = 60_000;

export { parsePageRanges, selectPages, type PageRange } from "./page-selection.js";

export const DEFAULT_PAGE_TIMEOUT_MS = 10_000;
const MAX_PAGE_TIMEOUT_MS = 10 * 60_000;

/** Validates options and fills defaults; throws EngineError("invalid_options") with the reason. */
export function resolveOptions(options: EngineOptions = {}): ResolvedOptions {
  if (options === null || typeof options !== "object") fail("options must be an object");
  // A plain JSON template (from a file or a request) is validated here too; its errors keep their own code and path.
  const template = options.template === undefined ? null : parseTemplate(options.template);
  const method = options.method ?? template?.method ?? "auto";
  if (!["auto", "lattice", "stream"].includes(method))
    fail(`method must be auto, lattice or stream (got ${String(method)})`);
  if (options.pages !== undefined && typeof options.pages !== "string") fail('pages must be a string such as "1-3,7"');
  if (typeof options.pages === "string" && options.pages.trim() !== "" && options.pages.trim() !== "all")
    parsePageRanges(options.pages);
  if (options.password !== undefined && typeof options.password !== "string") fail("password must be a string");
  const pageTimeoutMs = options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  if (
    typeof pageTimeoutMs !== "number" ||
    !Number.isFinite(pageTimeoutMs) ||
    pageTimeoutMs <= 0 ||
    pageTimeoutMs > MAX_PAGE_TIMEOUT_MS
  ) {
    fail(`pageTimeoutMs must be a number of milliseconds between 1 and ${MAX_PAGE_TIMEOUT_MS}`);
  }
  for (const hook of ["onProgress", "onPlan", "onPageStart", "onPageOcr", "onPageDone", "claimPage"] as const) {
    if (options[hook] !== undefined && typeof options[hook] !== "function") fail(`${hook} must be a function`);
  }
  if (options.keepTables !== undefined && typeof options.keepTables !== "boolean") fail("keepTables must be a boolean");
  const stitch = options.stitch === undefined ? template?.stitch === true : options.stitch === true;
  if (options.keepTables === false) {
    // the tables would be lost: nobody else sees them
    if (typeof options.onPageDone !== "function") fail("keepTables: false needs an onPageDone to hand the tables to");
    if (stitch) fail("keepTables: false cannot be combined with stitch, which joins tables after the last page");
  }
  if (
    options.signal !== undefined &&
    (options.signal === null || typeof options.signal !== "object" || !("aborted" in options.signal))
  ) {
    fail("signal must be an object with an aborted property, such as an AbortSignal");
  }
  const pages =
    typeof options.pages === "string"
      ? options.pages.trim() !== "" && options.pages.trim() !== "all"
        ? options.pages.trim()
        : null
      : (template?.pages ?? null);
  return {
    pages,
    password: options.password,
    method: method as ResolvedOptions["method"],
    areas: validateAreas(options.areas),
    columns: validateColumns(options.columns),
    stitch,
    keepTables: options.keepTables !== false,
    template,
    pageTimeoutMs,
    ocr: resolveOcr(options.ocr),
    debug: options.debug === true,
    onProgress: options.onProgress,
    onPlan: options.onPlan,
    onPageStart: options.onPageStart,
    onPageOcr: options.onPageOcr,
    onReadAhead: options.onReadAhead,
    onPageDone: options.onPageDone,
    claimPage: options.claimPage,
    signal: options.signal,
    tolerances: resolveTolerances(options.tolerances),
  };
}

function resolveOcr(ocr: ExtractOptions["ocr"]): ResolvedOcr {
  if (ocr === undefined)
    return {
      mode: "off",
      languages: ["eng"],
      pageTimeoutMs: DEFAULT_OCR_PAGE_TIMEOUT_MS,
      maxPages: Infinity,
      concurrency: 1,
      mayReadAhead: undefined,
    };
  if (ocr === null || typeof ocr !== "object") fail("ocr must be an object");
  const mode = ocr.mode ?? "off";
  if (!["auto", "off", "force"].includes(mode)) fail(`ocr.mode must be auto, off or force (got ${String(mode)})`);
  const languages = ocr.languages ?? ["eng"];
  if (!Array.isArray(languages) || languages.length === 0 || !languages.every((l) => typeof l === "string" && l !== ""))
    fail("ocr.languages must be a non-empty list of language codes");
  const pageTimeoutMs = ocr.pageTimeoutMs ?? DEFAULT_OCR_PAGE_TIMEOUT_MS;
  if (
    typeof pageTimeoutMs !== "number" ||
    !Number.isFinite(pageTimeoutMs) ||
    pageTimeoutMs <= 0 ||
    pageTimeoutMs > MAX_PAGE_TIMEOUT_MS
  ) {
    fail(`ocr.pageTimeoutMs must be a number of milliseconds between 1 and ${MAX_PAGE_TIMEOUT_MS}`);
  }
  const maxPages = ocr.maxPages ?? Infinity;
  if (
    typeof maxPages !== "number" ||
    Number.isNaN(maxPages) ||
    maxPages < 0 ||
    (Number.isFinite(maxPages) && !Number.isInteger(maxPages))
  )
    fail("ocr.maxPages must be a whole number of pages, 0 or more");
  const concurrency = ocr.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_OCR_CONCURRENCY)
    fail(`ocr.concurrency must be a whole number of pages from 1 to ${MAX_OCR_CONCURRENCY}`);
  const mayReadAhead = ocr.mayReadAhead;
  if (mayReadAhead !== undefined && typeof mayReadAhead !== "function") fail("ocr.mayReadAhead must be a function");
  if (mode !== "off") {
    const missing = missingLanguages(languages);
    if (missing.length)
      fail(
        `OCR language data is not installed for ${missing.join(", ")} (npm packages @tesseract.js-data/${missing[0]})`,
      );
  }
  return {
    mode: mode as ResolvedOcr["mode"],
    languages: [...languages],
    pageTimeoutMs,
    maxPages,
    concurrency,
    mayReadAhead,
  };
}

function validateAreas(areas: unknown): Record<number, AreaBox[]> {
  if (areas === undefined) return {};
  if (areas === null || typeof areas !== "object") fail("areas must map page numbers to lists of boxes");
  const out: Record<number, AreaBox[]> = {};
  for (const [key, boxes] of Object.entries(areas)) {
    const page = pageKey(key, "areas");
    if (!Array.isArray(boxes)) fail(`areas[${key}] must be a list of boxes`);
    out[page] = boxes.map((b, i) => areaBox(b as Partial<AreaBox> | null, `areas[${key}][${i}]`));
  }
  return out;
}

/** A box with its optional per-area settings, checked. */
function areaBox(box: Partial<AreaBox> | null, path: string): AreaBox {
  const ok = box && [box.x0, box.y0, box.x1, box.y1].every((v) => typeof v === "number" && Number.isFinite(v));
  if (!ok || box.x1! <= box.x0! || box.y1! <= box.y0!) fail(`${path} must be {x0,y0,x1,y1} with x0 < x1 and y0 < y1`);
  const out: AreaBox = { x0: box.x0!, y0: box.y0!, x1: box.x1!, y1: box.y1! };
  if (box.method !== undefined) {
    if (!["auto", "lattice", "stream"].includes(box.method)) fail(`${path}.method must be auto, lattice or stream`);
    out.method = box.method;
  }
  if (box.headerRows !== undefined) {
    if (!Number.isInteger(box.headerRows) || box.headerRows < 0)
      fail(`${path}.headerRows must be a whole number, 0 or more`);
    out.headerRows = box.headerRows;
  }
  if (box.columns !== undefined) {
    if (!Array.isArray(box.columns) || !box.columns.every((x) => typeof x === "number" && Number.isFinite(x)))
      fail(`${path}.columns must be a list of numbers`);
    if (box.columns.length > 0) out.columns = [...box.columns].sort((a, b) => a - b);
  }
  return out;
}

function validateColumns(columns: unknown): Record<number, number[]> {
  if (columns === undefined) return {};
  if (columns === null || typeof columns !== "object") fail("columns must map page numbers to lists of x positions");
  const out: Record<number, number[]> = {};
  for (const [key, xs] of Object.entries(columns)) {
    const page = pageKey(key, "columns");
    if (!Array.isArray(xs) || !xs.every((x) => typeof x === "number" && Number.isFinite(x)))
      fail(`columns[${key}] must be a list of numbers`);
    out[page] = [...(xs as number[])].sort((a, b) => a - b);
  }
  return out;
}

function pageKey(key: string, field: string): number {
  const page = Number(key);
  if (!Number.isInteger(page) || page < 1) fail(`${field}: "${key}" is not a page number`);
  return page;
}

function fail(reason: string): never {
  throw new EngineError("invalid_options", `Invalid options: ${reason}.`);
}
