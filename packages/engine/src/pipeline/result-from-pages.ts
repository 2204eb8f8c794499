import type { ExtractResult, PageResult } from "../types.js";
import { onceADocument } from "../document-warnings.js";
import { stitchTables } from "./stitch.js";

/**
 * One document's result from its pages' results, in page order: what a
 * supervisor does after reading a document in several runs (a worker stopped
 * on a page and a fresh one went on). Stitching happens here, over every
 * run's pages, so a table continuing across a stopped page still joins.
 * A document warning each run gave (`repaired_file`, ...) is kept once.
 */
export function resultFromPages(pages: readonly PageResult[], pageCount: number, stitch: boolean): ExtractResult {
  const ordered = [...pages].sort((a, b) => a.report.page - b.report.page);
  const heights = new Map(
    ordered.flatMap((p) => (p.pageHeight !== undefined ? [[p.report.page, p.pageHeight] as const] : [])),
  );
  const tables = ordered.flatMap((p) => p.tables);
  return {
    pageCount,
    tables: stitch ? stitchTables(tables, heights) : tables,
    pages: ordered.map((p) => p.report),
    warnings: onceADocument(ordered.flatMap((p) => p.warnings ?? [])),
  };
}
