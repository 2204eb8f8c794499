import { workerData } from "node:worker_threads";
import * as mupdf from "mupdf";
import { drawBoxOnPng } from "./draw-box.js";
import type { PageResult } from "@pdftab/engine";
import type { AnyOutcome, ExportOutcome, ExportTask, ExtractOutcome, ExtractTask, PageSizesOutcome, PageSizesTask, ProgressMessage, RenderOutcome, RenderTask, WorkerTask } from "./worker-protocol.js";

type Engine = typeof import("@pdftab/engine");
type Export = typeof import("@pdftab/export");

/**
 * The packages are loaded from `workerData` entries when the pool gives them:
 * from sources (under vitest) their dist/ may not exist, so the pool points
 * at packages/{engine,export}/src instead. In production they are the packages.
 */
const entries = (workerData ?? {}) as { engineEntry?: string; exportEntry?: string };
const engine = (await import(entries.engineEntry ?? "@pdftab/engine")) as Engine;
const exporter = (await import(entries.exportEntry ?? "@pdftab/export")) as Export;
// MuPDF's repair chatter about users' PDFs ("cannot find startxref") would go
// raw to the server's stderr; the engine reports what matters as error codes.
engine.setLibraryLog(null);

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
      case "info":
        return { ok: true, value: exporter.toExtractInfo(task.tables, { fileName: task.fileName, warnings: task.warnings ?? [] }) };
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
  const { pages: pageSelection, password, method, stitch, areas, columns, template } = task.settings;
  // The template may bring its own pages and stitch; resolve them as the engine will.
  const resolved = engine.resolveOptions({ ...(pageSelection !== undefined ? { pages: pageSelection } : {}), ...(stitch !== undefined ? { stitch } : {}), ...(template !== undefined ? { template } : {}) });
  let pageCount: number;
  let pages: number[] | undefined;
  if (task.resume) {
    pageCount = task.resume.pageCount;
    pages = task.resume.pages;
  } else {
    const plan = planPages(task.pdf, password, resolved.pages);
    if (plan) post({ type: "start", pagesTotal: plan.pages.length, pages: plan.pages, pageCount: plan.pageCount });
    pageCount = plan?.pageCount ?? 0;
    pages = plan?.pages;
  }
  const fresh: PageResult[] = [];
  if (pages === undefined || pages.length > 0) {
    // stitching waits for the merge below, so pages of an earlier run (before a stop) stitch too
    const result = await engine.extractTables(task.pdf, {
      ...(password !== undefined ? { password } : {}),
      ...(method !== undefined ? { method } : {}),
      ...(areas !== undefined ? { areas } : {}),
      ...(columns !== undefined ? { columns } : {}),
      ...(template !== undefined ? { template } : {}),
      ...(pages !== undefined ? { pages: engine.formatPageRanges(pages) } : pageSelection !== undefined ? { pages: pageSelection } : {}),
      stitch: false,
      pageTimeoutMs: task.pageTimeoutMs,
      onPageStart: (page) => post({ type: "page-start", page }),
      onPageDone: (page) => {
        fresh.push(page);
        post({ type: "page", result: page });
      },
    });
    pageCount = result.pageCount;
  }
  const result = engine.resultFromPages([...(task.resume?.carried ?? []), ...fresh], pageCount, resolved.stitch);
  return { ok: true, value: { result, info: exporter.toExtractInfo(result.tables, { fileName: task.fileName, warnings: result.warnings }) } };
}

async function exportFile(task: ExportTask): Promise<ExportOutcome> {
  const file = await exporter.exportTables({ fileName: task.fileName, tables: task.tables }, task.format, { includeStats: task.includeStats, fillGaps: task.fillGaps, csvLayout: task.csvLayout ?? "single" });
  return { ok: true, value: new Uint8Array(file.buffer, file.byteOffset, file.byteLength) };
}

function render(task: RenderTask): RenderOutcome {
  const png = engine.renderPage(task.pdf, task.page, { scale: task.scale, ...(task.password ? { password: task.password } : {}) });
  return { ok: true, value: task.box ? drawBoxOnPng(png, task.box, task.scale) : png };
}

/** Page sizes as displayed (/Rotate applied), from the page boxes: no page is drawn, so this stays cheap on long documents. */
function pageSizes(task: PageSizesTask): PageSizesOutcome {
  return { ok: true, value: engine.readPageSizes(task.pdf, task.password ? { password: task.password } : {}) };
}

/**
 * The pages the extraction will read, found cheaply (page count and the
 * selection) so a client sees "0 of N" before the first page is done and a
 * stopped run knows what is left. Any problem is left for the engine to
 * report with its own code.
 */
function planPages(pdf: Uint8Array, password: string | undefined, selection: string | null): { pages: number[]; pageCount: number } | undefined {
  let doc: mupdf.Document | undefined;
  try {
    doc = mupdf.Document.openDocument(pdf, "application/pdf");
    if (doc.needsPassword() && !doc.authenticatePassword(password ?? "")) return undefined;
    const pageCount = doc.countPages();
    return { pages: engine.selectPages(selection, pageCount), pageCount };
  } catch {
    return undefined;
  } finally {
    doc?.destroy();
  }
}

function failure(error: unknown): { ok: false; code: string; message: string } {
  if (engine.isEngineError(error)) return { ok: false, code: error.code, message: error.message };
  if (error instanceof exporter.ExportError) return { ok: false, code: `export_${error.code}`, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, code: "extraction_failed", message: `The PDF could not be processed: ${message}` };
}
