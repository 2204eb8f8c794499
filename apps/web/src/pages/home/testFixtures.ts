import type { ExtractionResult } from "../../api/extractionTypes";
import { resultOf, tableOf } from "../../test/apiFixtures";

/** A small PDF-typed file for the pickers. */
export const pdfFile = (name = "report.pdf", bytes = 1536 * 1024) =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

/** A finished extraction with two tables, as `GET /extractions/:id/result` answers. */
export const twoTableResult: ExtractionResult = resultOf([
  tableOf({
    page: 1,
    headers: ["Name", "Qty"],
    header_rows: [["Name", "Qty"]],
    data: [
      ["Apple", "3"],
      ["Pear", "5"],
    ],
    confidence: 0.93,
    method: "lattice",
  }),
  tableOf({
    page: 4,
    headers: ["City"],
    header_rows: [["City"]],
    data: [["Oslo"]],
    confidence: 0.81,
    method: "stream",
  }),
]);

/** A status answer of `GET /extractions/:id`. */
export const progressOf = (
  status: "processing" | "completed" | "failed",
  pagesDone: number,
  pagesTotal = 5,
  error?: { code: string; detail: string },
) => ({
  id: "ex-1",
  status,
  filename: "report.pdf",
  file_size: 1536 * 1024,
  pages_done: pagesDone,
  pages_total: pagesTotal,
  table_count: status === "completed" ? 2 : 0,
  // the server's shape: the reason as text beside its code (GET /extractions/{id})
  error: error?.detail ?? null,
  error_code: error?.code ?? null,
});
