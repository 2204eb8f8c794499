import { workerData } from "node:worker_threads";
import * as mupdf from "mupdf";
import { drawBoxOnPng } from "./draw-box.js";
import type { ExportOutcome, ExportTask, ExtractOutcome, ExtractTask, InfoOutcome, ProgressMessage, RenderOutcome, RenderTask, WorkerTask } from "./worker-protocol.js";

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
export default async function runTask(task: WorkerTask): Promise<ExtractOutcome | RenderOutcome | InfoOutcome | ExportOutcome> {
  try {
    switch (task.kind) {
      case "extract":
        return await extract(task);
      case "render":
        return render(task);
      case "info":
        return { ok: true, value: exporter.toExtractInfo(task.tables, { fileName: task.fileName }) };
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
  const total = pagesToDo(task);
  if (total !== undefined) post({ type: "start", pagesTotal: total });
  const result = await engine.extractTables(task.pdf, {
    ...task.settings,
    pageTimeoutMs: task.pageTimeoutMs,
    onProgress: (pagesDone, pagesTotal) => post({ type: "page", pagesDone, pagesTotal }),
  });
  return { ok: true, value: { result, info: exporter.toExtractInfo(result.tables, { fileName: task.fileName }) } };
}

async function exportFile(task: ExportTask): Promise<ExportOutcome> {
  const file = await exporter.exportTables({ fileName: task.fileName, tables: task.tables }, task.format, { includeStats: task.includeStats, fillGaps: task.fillGaps });
  return { ok: true, value: new Uint8Array(file.buffer, file.byteOffset, file.byteLength) };
}

function render(task: RenderTask): RenderOutcome {
  const png = engine.renderPage(task.pdf, task.page, { scale: task.scale, ...(task.password ? { password: task.password } : {}) });
  return { ok: true, value: task.box ? drawBoxOnPng(png, task.box, task.scale) : png };
}

/**
 * How many pages the extraction will read, found cheaply (page count and the
 * selection) so a client sees "0 of N" before the first page is done. Any
 * problem is left for the engine to report with its own code.
 */
function pagesToDo(task: ExtractTask): number | undefined {
  let doc: mupdf.Document | undefined;
  try {
    doc = mupdf.Document.openDocument(task.pdf, "application/pdf");
    if (doc.needsPassword() && !doc.authenticatePassword(task.settings.password ?? "")) return undefined;
    const selection = engine.resolveOptions({ ...(task.settings.pages !== undefined ? { pages: task.settings.pages } : {}) }).pages;
    return engine.selectPages(selection, doc.countPages()).length;
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
