import type { TableTemplate } from "./template/types.js";

/**
 * The engine's public data model. Every coordinate is in PDF points with a
 * top-left origin on the page as displayed (after /Rotate is applied), so a
 * box drawn on the rendered page image lines up with it.
 */

/** An axis-aligned box: x0 < x1, y0 < y1, top-left origin. */
export interface BBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Writing direction of a glyph, in degrees counter-clockwise from left-to-right. */
export type TextDirection = 0 | 90 | 180 | 270;

/** One character as drawn on the page. */
export interface Glyph {
  text: string;
  bbox: BBox;
  fontSize: number;
  fontName: string;
  bold: boolean;
  direction: TextDirection;
}

/** A horizontal or vertical line segment that can separate cells. */
export interface Ruling {
  orientation: "horizontal" | "vertical";
  /** For horizontal rulings y0 === y1; for vertical ones x0 === x1. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Stroke width or rectangle thickness, in points. */
  width: number;
}

/** A filled rectangle too large to be a ruling (cell shading, zebra stripes). */
export interface FilledRect {
  bbox: BBox;
  /** Fill colour as 0..1 grey level, used to tell stripes from text boxes. */
  grey: number;
}

/** What the reader stage saw on one page. */
export interface PageContent {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  /** The page's /Rotate value (0, 90, 180, 270), already applied to every coordinate. */
  rotation: number;
  glyphs: Glyph[];
  rulings: Ruling[];
  filledRects: FilledRect[];
  /** Boxes of the images drawn on the page (the reader fills it; absent on synthetic pages). */
  images?: BBox[];
  /** Glyphs drawn invisibly (text render mode 3, as OCR layers over scans are); they are in `glyphs` too. */
  invisibleGlyphs?: number;
}

/** Detector that produced a table. */
export type TableMethod = "lattice" | "stream" | "hybrid" | "ocr-lattice" | "ocr-stream" | "manual";

/** One cell of a table grid. */
export interface Cell {
  text: string;
  bbox: BBox;
  rowSpan: number;
  colSpan: number;
  /**
   * 0..1, how sure the engine is of this one cell (text crossing a ruling or a
   * column edge, distance from its column's alignment, lines it joined); the
   * engine sets it on every cell it returns. See the engine README.
   */
  confidence?: number;
}

/** A table found on a page. */
export interface Table {
  /** 1-based page the table starts on. */
  page: number;
  /** Every page the table covers; more than one only for stitched tables. */
  pages: number[];
  /** 0-based position among the tables of its first page, top to bottom. */
  index: number;
  bbox: BBox;
  method: TableMethod;
  /** 0..1, from real evidence; see the engine README for how it is computed. */
  confidence: number;
  /**
   * The full grid, rows x columns, every row the same length. A spanning cell
   * sits at its top-left slot; the slots it covers hold null.
   */
  rows: (Cell | null)[][];
  /** How many leading rows are header rows (0 when none were detected). */
  headerRows: number;
}

/** Something the engine wants the reader of a result to know about one page. */
export interface ExtractWarning {
  page: number;
  code: string;
  message: string;
}

/**
 * A table area of a request: a box on the page as displayed, optionally with
 * settings of its own that win over the request's for this area.
 */
export interface AreaBox extends BBox {
  /** Detector for this area; the request's (or template's) method when absent. */
  method?: "auto" | "lattice" | "stream";
  /** How many leading rows are header rows; header detection decides when absent. */
  headerRows?: number;
  /** Column separators of this area (x on the page); the page's `columns` inside the box when absent. */
  columns?: number[];
}

/** Extraction settings; every field is optional and validated by `resolveOptions`. */
export interface ExtractOptions {
  /** Page selection such as "1-3,7"; default every page. */
  pages?: string;
  password?: string;
  method?: "auto" | "lattice" | "stream";
  /**
   * User-drawn table areas per 1-based page; only these regions are searched,
   * each giving at most one table. An area may carry its own method, header
   * rows and column guides (`AreaBox`).
   */
  areas?: Record<number, AreaBox[]>;
  /**
   * Column separator x positions per 1-based page: text on the page is split
   * into columns there (the user's guides win over alignment). They apply to
   * every area of that page that has no columns of its own, or to the whole
   * page when it has no areas.
   */
  columns?: Record<number, number[]>;
  /**
   * A saved template (see `parseTemplate`): its areas are searched on the
   * pages their rules name, each giving at most one table. How it combines
   * with the other fields: `pages`, `method` and `stitch` given here win over
   * the template's; `areas` given here for a page replace the template's
   * areas on that page; `columns` given here apply to that page's areas
   * without columns of their own. Pages with no area are read automatically.
   */
  template?: TableTemplate;
  /** Join tables that continue over pages. */
  stitch?: boolean;
  /** Per-page time budget in milliseconds; a page over budget is reported and skipped. */
  pageTimeoutMs?: number;
  /** Reading pages that have no usable text layer (scans) with OCR; see OcrOptions. */
  ocr?: OcrOptions;
  /** Keep every pipeline stage's output in the result (for previews and debugging). */
  debug?: boolean;
  /** Called after each page with the count of pages done and the total to do. */
  onProgress?: (pagesDone: number, pagesTotal: number) => void;
  /** Called once the document is open, with the pages that will be read (in order) and the document's page count. */
  onPlan?: (pages: number[], pageCount: number) => void;
  /**
   * Called as a page starts, before MuPDF reads it: a supervisor that can stop
   * the thread (a watchdog on a worker) knows which page overran.
   */
  onPageStart?: (page: number) => void;
  /**
   * Called when a page is about to be read by OCR, with the OCR budget in
   * milliseconds: a supervisor's watchdog gives the page that much longer.
   */
  onPageOcr?: (page: number, budgetMs: number) => void;
  /**
   * With `ocr.concurrency` above 1: called with a page number just before the
   * engine begins that page ahead of its turn (MuPDF reads it and its OCR
   * starts, while the page of the last `onPageStart` is still being read), and
   * with null as soon as that part is done. A supervisor whose watchdog stops
   * the thread in between knows the page begun ahead overran, not the current one.
   */
  onReadAhead?: (page: number | null) => void;
  /** Called as each page ends, with its report and its tables before stitching. */
  onPageDone?: (page: PageResult) => void;
  /**
   * Lets several readers share one document's pages (each an extraction of the
   * same document, in its own thread): asked before this run begins a page, in
   * its turn or ahead of it (OCR read-ahead), in page order, never twice for
   * a page. false: another reader has the page, and this run skips it (no
   * report, no `onPageDone`; its result lacks the page). Absent: every page.
   */
  claimPage?: (page: number) => boolean;
  /**
   * Keep every finished page's tables for the returned result (default true).
   * false: each page's tables are handed to `onPageDone` (required then) and
   * not kept, so the result's `tables` is [] while `pages` and `warnings` are
   * complete; memory then stays flat however many pages a document has (a
   * caller writing tables out page by page, such as the command line). Cannot
   * be combined with `stitch`, which joins tables after the last page.
   */
  keepTables?: boolean;
  /**
   * Stops the extraction between pages: checked before each page is read, and
   * once it reads `aborted: true` the call rejects with EngineError("cancelled").
   * An AbortSignal fits; so does any object whose `aborted` a caller flips
   * (a worker thread reads a flag in shared memory that way).
   */
  signal?: CancelSignal;
}

/** What `ExtractOptions.signal` needs of an AbortSignal: whether to stop. */
export interface CancelSignal {
  readonly aborted: boolean;
}

/** How pages without a usable text layer are read. */
export interface OcrOptions {
  /**
   * auto: OCR the pages that have no usable text layer (no text, only
   * invisible or unmapped text, a page-sized image with little text); force:
   * OCR every page; off: never (such pages get a no_text_layer warning).
   * Default off in the engine; the command line and the server pass auto.
   */
  mode?: "auto" | "off" | "force";
  /** Language codes with data installed as npm packages (@tesseract.js-data/CODE); default ["eng"]. */
  languages?: string[];
  /** Time budget for the OCR of one page, in milliseconds (default 60000); the page is reported as page_timeout past it. */
  pageTimeoutMs?: number;
  /** At most this many pages of the document are read by OCR; later ones get an ocr_page_limit warning. Default no limit. */
  maxPages?: number;
  /**
   * How many pages may be read by OCR at once (1-8, default 1). Above 1,
   * scanned pages are begun ahead of their turn, each read by its own OCR
   * worker thread, so a multi-page scan uses more than one core; tables and
   * callbacks still come page by page in order. Each page in flight holds its
   * page image and an OCR worker (about 60 MB more at peak), so set it to the cores
   * free for this document (the command line: the machine's cores, up to 4).
   */
  concurrency?: number;
  /**
   * With `concurrency` above 1: asked, with the page's number, just before a
   * page would be begun ahead of its turn; false leaves it for its turn (the
   * next page read by OCR asks again). A caller sharing its cores between
   * documents (the server's worker pool) answers whether a core is free now,
   * so reading ahead never takes a core another document is waiting for.
   * Default: always.
   */
  mayReadAhead?: (page: number) => boolean;
}

/** One page's outcome as `onPageDone` sees it: tables not yet stitched over pages. */
export interface PageResult {
  report: PageReport;
  tables: Table[];
  /** Height of the displayed page in points (stitching asks where tables end); absent when the page failed. */
  pageHeight?: number;
  /** What the engine wants the reader to know about this page (see ExtractWarning); absent when none. */
  warnings?: ExtractWarning[];
}

/** Outcome for one page. */
export interface PageReport {
  page: number;
  status: "ok" | "timeout" | "error";
  /** Present when status is not ok. */
  error?: { code: string; message: string };
  tableCount: number;
  elapsedMs: number;
  /** Every stage's output, present when `debug` was set. */
  stages?: Record<string, unknown>;
}

/** Something the engine wants the reader of a result to know about one page. */
export interface ExtractWarning {
  page: number;
  code: string;
  message: string;
}

/** The engine's answer for one document. */
export interface ExtractResult {
  pageCount: number;
  tables: Table[];
  pages: PageReport[];
  /** Pages the engine could not fully read or that have no usable text layer, anchors not found, areas off the page; [] when none. */
  warnings: ExtractWarning[];
}

/** Glyphs joined into a word: neighbours on one baseline with no wide gap between them. */
export interface Word {
  text: string;
  bbox: BBox;
  glyphs: Glyph[];
  fontSize: number;
  bold: boolean;
  direction: TextDirection;
}

/** Words sharing a baseline, left to right (in reading direction). */
export interface TextLine {
  text: string;
  bbox: BBox;
  /** y of the shared baseline, top-left origin. */
  baseline: number;
  words: Word[];
  direction: TextDirection;
}
