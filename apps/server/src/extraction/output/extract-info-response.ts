import type { ExtractInfo } from "@pdftab/export";

/** The extraction response of spec section 3 plus the id of the history row. */
export type ExtractionResponse = ExtractInfo & { extraction_id: string; filename: string; edited: boolean };

/** Tags an extraction response (built on a worker by toExtractInfo) with its history row. */
export function extractionResponse(id: string, filename: string, info: ExtractInfo, edited = false): ExtractionResponse {
  return { extraction_id: id, filename, edited, ...info };
}
