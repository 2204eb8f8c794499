import type { ExtractInfo } from "@pdftab/export";
import type { PageError } from "../history/index.js";

/** The extraction response (docs/api.md) plus the history row's id and the pages that were skipped. */
export type ExtractionResponse = ExtractInfo & {
  extraction_id: string;
  filename: string;
  edited: boolean;
  page_errors: PageError[];
};

/** Tags an extraction response (built on a worker by toExtractInfo, warnings included) with its history row. */
export function extractionResponse(
  id: string,
  filename: string,
  info: ExtractInfo,
  pageErrors: PageError[],
  edited = false,
): ExtractionResponse {
  return { extraction_id: id, filename, edited, page_errors: pageErrors, ...info };
}
