import { TEMPLATE_PAGES_PAST_END } from "./pages-to-read.js";
import type { ExtractWarning } from "./types.js";

/**
 * Warnings about the whole document, not a page: each run of the engine gives
 * them on the first page it reads (extract-tables.ts), so a document read by
 * several runs (threads sharing its pages with `claimPage`, or a fresh run
 * after a stopped page) has one from each run.
 */
const DOCUMENT_WARNINGS: ReadonlySet<string> = new Set(["repaired_file", TEMPLATE_PAGES_PAST_END]);

/**
 * The warnings of a document assembled from several runs' pages, in page
 * order, with each document warning kept once, on its earliest page: what the
 * document's reader is told, as if one run had read it all.
 */
export function onceADocument(warnings: readonly ExtractWarning[]): ExtractWarning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    if (!DOCUMENT_WARNINGS.has(w.code)) return true;
    if (seen.has(w.code)) return false;
    seen.add(w.code);
    return true;
  });
}
