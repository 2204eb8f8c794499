import type { MessagePort } from "node:worker_threads";
import type { AreaBox, BBox, ExtractResult, PageSize, Table, TableTemplate } from "@pdftab/engine";
import type { ExtractInfo } from "@pdftab/export";
import type { CsvDelimiter } from "@pdftab/export/csv-delimiter";
import type { PageError } from "../history/extraction-record.js";
import type { TablesSummary } from "../history/summarize-tables.js";

/**
 * The extraction settings a client may choose (a subset of the engine's
 * options), as stored on the extraction row (without the password).
 */
export interface ExtractSettings {
  pages?: string;
  method?: "auto" | "lattice" | "stream";
  password?: string;
  stitch?: boolean;
  /** Table areas per 1-based page, each possibly with its own method, header rows and guides (JSON keys are strings once stored). */
  areas?: Record<number, AreaBox[]>;
  /** Column separator x positions per 1-based page. */
  columns?: Record<number, number[]>;
  /** The template applied: a copy taken when the run was asked for, so later edits of the template change nothing here. */
  template?: TableTemplate;
  /** Which stored template `template` was copied from (not for the engine). */
  template_id?: string;
  /** Pages of the file OCR may read: the plan's ocr_pages_per_file when the run was asked for (absent on older rows: no cap). */
  ocr_pages?: number;
}

/** How the pool's workers read scanned pages (OCR_LANGUAGES, OCR_PAGE_TIMEOUT_SECONDS). */
export interface OcrSettings {
  languages: string[];
  pageTimeoutMs: number;
}

/**
 * Where an extraction goes on after its worker was stopped on a page: the
 * pages still to read and every page's result so far (the stopped page as a
 * timeout report), merged and stitched with the new ones at the end.
 */
export interface ExtractResume {
  pageCount: number;
  /** Pages still to read, ascending (may be empty: then only the merge is left). */
  pages: number[];
  /** Every page's result so far, each as the worker posted it (see SerializedPage). */
  carried: SerializedPage[];
}

/**
 * A page's result (the engine's PageResult) in `node:v8`'s serialization: the worker posts each
 * finished page this way and the main thread keeps the bytes unread, only to hand them to the
 * worker that resumes the document after a stopped page. Posted as objects, every page's tables
 * were rebuilt on the main thread once more than the result itself, for nothing in the common
 * case (bench/README.md, "the server's main thread per batch file").
 */
export type SerializedPage = Uint8Array;

/**
 * Find the tables of one PDF (or, with `resume`, of the pages left); progress
 * goes to `progress` when given. `pdf` may be a view of a SharedArrayBuffer,
 * so a resumed run reads the same bytes without a copy.
 */
export interface ExtractTask {
  kind: "extract";
  pdf: Uint8Array;
  /** Named in the extraction response. */
  fileName: string;
  settings: ExtractSettings;
  pageTimeoutMs: number;
  ocr: OcrSettings;
  progress?: MessagePort;
  resume?: ExtractResume;
  /**
   * Send back only what the history row keeps (ExtractRecord), not the result's objects and
   * the extraction response: a batch file's run, whose caller reads neither.
   */
  recordOnly?: boolean;
  /**
   * A flag in shared memory (one Int32, 0 or 1) the caller sets to cancel:
   * the worker reads it before each page and stops with the code `cancelled`.
   * Shared, not posted, because the worker's thread is busy in the engine
   * and reads no messages until the extraction returns.
   */
  cancel?: Int32Array;
  /**
   * The run's count of cores lent to its pages read ahead (ReadAheadCores.claims):
   * the worker adds and gives back as pages begin ahead and come to their turn;
   * the pool gives back the rest when the run ends, however it ended.
   */
  aheadClaims?: Int32Array;
}

/** Render one page to PNG, with `box` (PDF points) outlined when given. */
export interface RenderTask {
  kind: "render";
  pdf: Uint8Array;
  page: number;
  scale: number;
  password?: string;
  box?: BBox;
}

/** The size of every page as displayed, to check request areas against before work is queued. */
export interface PageSizesTask {
  kind: "page-sizes";
  pdf: Uint8Array;
  password?: string;
}

/** Where a template anchor's text first occurs on one page (the engine's own search). */
export interface AnchorTask {
  kind: "anchor";
  pdf: Uint8Array;
  page: number;
  text: string;
  password?: string;
}

/** Build the extraction response (toExtractInfo) of stored tables. */
export interface InfoTask {
  kind: "info";
  tables: Table[];
  fileName: string;
  /** The extraction's stored engine warnings, repeated in the response. */
  warnings?: { page: number; code: string; message: string }[];
}

/** Build a download (xlsx, csv, json) of stored tables. */
export interface ExportTask {
  kind: "export";
  tables: Table[];
  fileName: string;
  format: "xlsx" | "csv" | "json";
  includeStats: boolean;
  /** Fill cells left empty by merged cells (repeat the value above / to the left). */
  fillGaps: boolean;
  /** CSV only: one file for every table ("single", the default) or a zip with one CSV per table. */
  csvLayout?: "single" | "zip";
  /** CSV only: the field delimiter ("," when not given). */
  delimiter?: CsvDelimiter;
  /** CSV only: start each CSV with a UTF-8 byte order mark. */
  bom?: boolean;
  /** xlsx only: the workbook's author (the instance's brand name). */
  creator?: string;
}

export type WorkerTask = ExtractTask | RenderTask | PageSizesTask | AnchorTask | InfoTask | ExportTask;

/**
 * Messages on the progress port, in order: `alive` as the worker takes the
 * task (the watchdog times opening the PDF from there), `start` with the pages
 * to read once known, then for each page `page-start` (before MuPDF reads it,
 * so the watchdog knows which page overran) and `page` with its result.
 * `page-ocr` says a page is read by OCR (its budget on top); `page-ahead`
 * brackets a later scanned page begun ahead of its turn (null: that part is
 * done), so a thread stuck in between is that page's fault.
 */
export type ProgressMessage =
  | { type: "alive" }
  | { type: "start"; pagesTotal: number; pages: number[]; pageCount: number }
  | { type: "page-start"; page: number }
  | { type: "page-ocr"; page: number; budgetMs: number }
  | { type: "page-ahead"; page: number | null }
  | { type: "page"; page: number; result: SerializedPage };

/**
 * What a task answers. Errors travel as data, not as thrown objects, so the
 * engine's stable code survives the thread boundary.
 */
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/**
 * What the history row keeps of a finished extraction, made on the worker thread: the tables
 * already as the JSON text the row stores, so the main thread neither rebuilds the table
 * objects nor serializes them (docs/architecture.md, "Extraction on the server").
 */
export interface ExtractRecord {
  pageCount: number;
  /** Pages read, failed or given up. */
  pagesDone: number;
  /** `JSON.stringify` of the result's tables. */
  tablesJson: string;
  tableCount: number;
  /** The pages the engine skipped (failed or over their time budget), as the API lists them. */
  pageErrors: PageError[];
  warnings: PageError[];
  summary: TablesSummary;
}

/** An extraction's record, with (unless the task was `recordOnly`) its result and extraction response, built on the worker too. */
export type Extracted = { record: ExtractRecord } & (
  { result: ExtractResult; info: ExtractInfo } | { result?: undefined; info?: undefined }
);
export type ExtractOutcome = WorkerOutcome<Extracted>;
export type InfoOutcome = WorkerOutcome<ExtractInfo>;
export type ExportOutcome = WorkerOutcome<Uint8Array>;
export type RenderOutcome = WorkerOutcome<Uint8Array>;
export type PageSizesOutcome = WorkerOutcome<PageSize[]>;
export type AnchorOutcome = WorkerOutcome<BBox | null>;

/** Any task's answer. */
export type AnyOutcome =
  ExtractOutcome | RenderOutcome | PageSizesOutcome | AnchorOutcome | InfoOutcome | ExportOutcome;
