import { writeFileSync } from "node:fs";
import os from "node:os";
import { deserialize, serialize } from "node:v8";
import { workerData } from "node:worker_threads";
import type { PageResult } from "@pdftab/engine";
import { pageErrorsOf } from "../history/page-errors.js";
import { summaryOf } from "../history/summarize-tables.js";
import { ReadAheadCores } from "./read-ahead-cores.js";
import { WASM_COUNTER, type WorkerData } from "./worker-file.js";
import type {
  AnchorOutcome,
  AnchorTask,
  AnyOutcome,
  ExportOutcome,
  ExportTask,
  ExtractOutcome,
  ExtractTask,
  PageSizesOutcome,
  PageSizesTask,
  ProgressMessage,
  RenderOutcome,
  RenderTask,
  WorkerTask,
} from "./worker-protocol.js";

type Engine = typeof import("@pdftab/engine");
type Export = typeof import("@pdftab/export");
type ExtractInfo = typeof import("@pdftab/export/extract-info");
type Wasm = typeof import("@pdftab/engine/wasm");

/**
 * The packages are loaded from `workerData` entries when the pool gives them:
 * from sources (under vitest) their dist/ may not exist, so the pool points
 * at packages/{engine,export}/src instead. In production they are the packages.
 */
const entries = (workerData ?? {}) as WorkerData;
lowerPriority(entries.nice);
nameThread();
await shareMupdf(entries);
const engine = (await import(entries.engineEntry ?? "@pdftab/engine")) as Engine;
// a result's summary needs only the export package's light entry; the whole package (exceljs,
// JSZip: about 0.35 s of CPU to load, most of a thread's start) loads with the first file export
const extractInfo = (await import(entries.extractInfoEntry ?? "@pdftab/export/extract-info")) as ExtractInfo;
let exporter: Export | undefined;
async function loadExporter(): Promise<Export> {
  exporter ??= (await import(entries.exportEntry ?? "@pdftab/export")) as Export;
  return exporter;
}
// MuPDF's repair chatter about users' PDFs ("cannot find startxref") would go
// raw to the server's stderr; the engine reports what matters as error codes.
engine.setLibraryLog(null);
const readAheadCores = entries.readAheadCores ? new ReadAheadCores(entries.readAheadCores) : undefined;

/** Piscina entry: runs one task on this worker thread. */
export default async function runTask(task: WorkerTask): Promise<AnyOutcome> {
  try {
    switch (task.kind) {
      case "extract":
        return await extract(task);
      case "render":
        return render(task);
      case "page-sizes":
        return pageSizes(task);
      case "anchor":
        return anchor(task);
      case "info":
        return {
          ok: true,
          value: extractInfo.toExtractInfo(task.tables, { fileName: task.fileName, warnings: task.warnings ?? [] }),
        };
      default:
        return await exportFile(task);
    }
  } catch (error) {
    return failure(error);
  } finally {
    if (task.kind === "extract") task.progress?.close();
  }
}

async function extract(task: ExtractTask): Promise<ExtractOutcome> {
  const post = (message: ProgressMessage) => task.progress?.postMessage(message);
  post({ type: "alive" });
  const {
    pages: pageSelection,
    password,
    method,
    stitch,
    areas,
    columns,
    template,
    ocr_pages: ocrPages,
  } = task.settings;
  // The template may bring its own pages and stitch; resolve them as the engine will.
  const resolved = engine.resolveOptions({
    ...(pageSelection !== undefined ? { pages: pageSelection } : {}),
    ...(stitch !== undefined ? { stitch } : {}),
    ...(template !== undefined ? { template } : {}),
  });
  // A resumed run already knows its pages; a new one learns them from the engine as it opens the file.
  let pageCount = task.resume?.pageCount ?? 0;
  const pages = task.resume?.pages;
  const fresh: PageResult[] = [];
  const readAhead = readingAhead(task.aheadClaims);
  if (pages === undefined || pages.length > 0) {
    // stitching waits for the merge below, so pages of an earlier run (before a stop) stitch too
    const result = await engine.extractTables(task.pdf, {
      ...(password !== undefined ? { password } : {}),
      ...(method !== undefined ? { method } : {}),
      ...(areas !== undefined ? { areas } : {}),
      ...(columns !== undefined ? { columns } : {}),
      ...(template !== undefined ? { template } : {}),
      ...(pages !== undefined
        ? { pages: engine.formatPageRanges(pages) }
        : pageSelection !== undefined
          ? { pages: pageSelection }
          : {}),
      stitch: false,
      ...(task.resume
        ? {}
        : {
            onPlan: (planned: number[], count: number) =>
              post({ type: "start", pagesTotal: planned.length, pages: planned, pageCount: count }),
          }),
      pageTimeoutMs: task.pageTimeoutMs,
      ...(task.cancel ? { signal: sharedFlag(task.cancel) } : {}),
      // pages without a usable text layer are read by OCR, up to the plan's pages per file
      ocr: {
        mode: "auto",
        languages: task.ocr.languages,
        pageTimeoutMs: task.ocr.pageTimeoutMs,
        ...(ocrPages !== undefined ? { maxPages: ocrPages } : {}),
        ...readAhead.options,
      },
      onPageStart: (page) => {
        readAhead.turnOf(page);
        post({ type: "page-start", page });
      },
      onPageOcr: (page, budgetMs) => post({ type: "page-ocr", page, budgetMs }),
      onReadAhead: (page) => post({ type: "page-ahead", page }),
      onPageDone: (page) => {
        fresh.push(page);
        // as bytes the main thread keeps unread (worker-protocol.ts, SerializedPage)
        post({ type: "page", page: page.report.page, result: serialize(page) });
      },
    });
    pageCount = result.pageCount;
  }
  const carried = (task.resume?.carried ?? []).map((page) => deserialize(page) as PageResult);
  const pagesDone = task.resume
    ? withPastEndWarning([...carried, ...fresh], resolved.pages, pageSelection, pageCount)
    : fresh;
  const result = engine.resultFromPages(pagesDone, pageCount, resolved.stitch);
  const info = extractInfo.toExtractInfo(result.tables, { fileName: task.fileName, warnings: result.warnings });
  const record = {
    pageCount: result.pageCount,
    pagesDone: result.pages.length,
    tablesJson: JSON.stringify(result.tables),
    tableCount: result.tables.length,
    pageErrors: pageErrorsOf(result),
    warnings: result.warnings ?? [],
    summary: summaryOf(info),
  };
  return { ok: true, value: task.recordOnly ? { record } : { record, result, info } };
}

/**
 * A resumed run names its pages itself, so the engine cannot tell that the template's pages ran
 * past the document's end: when the page stopped by the watchdog was the first read, that
 * warning went with it. It is put back on the first page here (kept once, `resultFromPages`).
 */
function withPastEndWarning(
  pages: PageResult[],
  selection: string | null,
  requested: string | undefined,
  pageCount: number,
): PageResult[] {
  if (pages.length === 0 || selection === null || requested !== undefined) return pages;
  const { pastEnd } = engine.pagesToRead(selection, pageCount, "template");
  if (!pastEnd || pages.some((p) => p.warnings?.some((w) => w.code === pastEnd.code))) return pages;
  const first = pages.reduce((a, b) => (b.report.page < a.report.page ? b : a));
  const warned = { ...first, warnings: [{ page: first.report.page, ...pastEnd }, ...(first.warnings ?? [])] };
  return pages.map((p) => (p === first ? warned : p));
}

/**
 * The engine's OCR options that let this run read scanned pages ahead on the
 * pool's idle threads (read-ahead-cores.ts), and the call that gives a page's
 * lent core back when its turn comes; the pool gives back the rest once the
 * run is over, however it ended.
 */
function readingAhead(claims: Int32Array | undefined): {
  options: { concurrency?: number; mayReadAhead?: (page: number) => boolean };
  turnOf(page: number): void;
} {
  const concurrency = Math.min(entries.ocrConcurrency ?? 1, engine.MAX_OCR_CONCURRENCY);
  if (!readAheadCores || !claims || concurrency < 2) return { options: {}, turnOf() {} };
  const lentFor = new Set<number>();
  return {
    options: {
      concurrency,
      mayReadAhead: (page) => {
        if (!readAheadCores.tryLend(claims)) return false;
        lentFor.add(page);
        return true;
      },
    },
    turnOf(page) {
      if (lentFor.delete(page)) readAheadCores.giveBack(claims);
    },
  };
}

/** The engine's signal over a flag in shared memory: aborted once the caller stored 1 there. */
function sharedFlag(flag: Int32Array): { readonly aborted: boolean } {
  return {
    get aborted() {
      return Atomics.load(flag, 0) !== 0;
    },
  };
}

async function exportFile(task: ExportTask): Promise<ExportOutcome> {
  const file = await (
    await loadExporter()
  ).exportTables({ fileName: task.fileName, tables: task.tables }, task.format, {
    includeStats: task.includeStats,
    fillGaps: task.fillGaps,
    csvLayout: task.csvLayout ?? "single",
    ...(task.delimiter !== undefined ? { delimiter: task.delimiter } : {}),
    ...(task.bom ? { bom: true } : {}),
    ...(task.creator ? { creator: task.creator } : {}),
  });
  return { ok: true, value: new Uint8Array(file.buffer, file.byteOffset, file.byteLength) };
}

function render(task: RenderTask): RenderOutcome {
  return {
    ok: true,
    value: engine.renderPage(task.pdf, task.page, {
      scale: task.scale,
      ...(task.password ? { password: task.password } : {}),
      ...(task.box ? { highlight: task.box } : {}),
    }),
  };
}

/** Page sizes as displayed (/Rotate applied), from the page boxes: no page is drawn, so this stays cheap on long documents. */
function pageSizes(task: PageSizesTask): PageSizesOutcome {
  return { ok: true, value: engine.readPageSizes(task.pdf, task.password ? { password: task.password } : {}) };
}

/** The anchor text's box on one page, found as extraction finds it; null when it is not there. */
function anchor(task: AnchorTask): AnchorOutcome {
  return {
    ok: true,
    value: engine.locateAnchor(task.pdf, task.page, task.text, task.password ? { password: task.password } : {}),
  };
}

function failure(error: unknown): { ok: false; code: string; message: string } {
  if (engine.isEngineError(error)) return { ok: false, code: error.code, message: error.message };
  if (isExportError(error)) return { ok: false, code: `export_${error.code}`, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, code: "extraction_failed", message: `The PDF could not be processed: ${message}` };
}

/**
 * The export package's ExportError, known by the name its class gives it: the summary's light
 * entry throws it too (a table it cannot read), and the whole package may not be loaded here.
 */
function isExportError(error: unknown): error is Error & { code: string } {
  return (
    error instanceof Error && error.name === "ExportError" && typeof (error as { code?: unknown }).code === "string"
  );
}

/**
 * Lowers this thread's priority (Linux gives each thread its own nice value;
 * pid 0 is the calling thread), so with every core busy the scheduler serves
 * the HTTP thread first. Not allowed everywhere (some containers): then the
 * thread runs at normal priority.
 */
function lowerPriority(nice: number | undefined): void {
  if (!nice) return;
  try {
    os.setPriority(0, nice);
  } catch {
    // left at normal priority
  }
}

/**
 * Names this thread `pdftab-extract` (Linux: a thread may rename itself), so
 * `top -H`, `ps -L` and the batch benchmark tell extraction threads from V8's
 * and libuv's. Elsewhere, or where /proc is not writable, it keeps its name.
 */
function nameThread(): void {
  try {
    writeFileSync("/proc/thread-self/comm", "pdftab-extract");
  } catch {
    // unnamed
  }
}

/**
 * Hands MuPDF.js the WebAssembly module the pool compiled on the main thread,
 * so this thread (a recycled one too) instantiates it instead of compiling
 * 10 MB of WebAssembly again; must run before the engine (and so `mupdf`) is
 * imported. Without one (the pool could not compile it) the thread compiles
 * its own. The pool's counters see both.
 */
async function shareMupdf(data: WorkerData): Promise<void> {
  const wasm = (await import(data.wasmEntry ?? "@pdftab/engine/wasm")) as Wasm;
  const counters = data.wasmCounters;
  let module = data.mupdf;
  if (!module) {
    module = await wasm.compileMupdf();
    if (counters) Atomics.add(counters, WASM_COUNTER.compiled, 1);
  }
  wasm.useMupdfModule(module, () => {
    if (counters) Atomics.add(counters, WASM_COUNTER.instantiated, 1);
  });
  // The OCR threads this thread starts instantiate the main thread's OCR core too.
  if (data.tesseract)
    wasm.useTesseractModule(
      data.tesseract,
      counters && new Int32Array(counters.buffer, WASM_COUNTER.ocrInstantiated * Int32Array.BYTES_PER_ELEMENT, 1),
    );
}
