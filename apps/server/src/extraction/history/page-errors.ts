import type { ExtractResult } from "@pdftab/engine";
import type { PageError } from "./extraction-record.js";

/**
 * The pages the engine skipped (failed or over their time budget), as the API lists them. Made
 * on the extraction worker thread for the history row (pool/extraction-worker.ts), so this module
 * imports nothing at run time.
 */
export function pageErrorsOf(result: Pick<ExtractResult, "pages">): PageError[] {
  return result.pages.flatMap((p) =>
    p.status === "ok"
      ? []
      : [
          {
            page: p.page,
            code: p.error?.code ?? p.status,
            message: p.error?.message ?? `Page ${p.page} could not be read`,
          },
        ],
  );
}
