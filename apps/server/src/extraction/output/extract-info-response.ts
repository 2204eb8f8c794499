import type { Table } from "@pdftab/engine";
import { toExtractInfo, type ExtractInfo } from "@pdftab/export";

/** The extraction response of spec section 3 plus the id of the history row. */
export type ExtractionResponse = ExtractInfo & { extraction_id: string; filename: string; edited: boolean };

/** Builds the extraction response for stored or fresh tables. */
export function extractionResponse(id: string, filename: string, tables: Table[], edited = false): ExtractionResponse {
  return { extraction_id: id, filename, edited, ...toExtractInfo(tables, { fileName: filename }) };
}
