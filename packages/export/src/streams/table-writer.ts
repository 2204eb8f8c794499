import type { ExtractWarning, Table } from "@pdftab/engine";

/**
 * Writes one document's tables while they come (page by page from the
 * engine's `onPageDone`), so a long document is never held whole: each
 * format's writer holds at most what its layout needs to look back at
 * (CSV: the first table, until a second one says whether sections get
 * headings; xlsx: one overview row per table). Without the post-processing
 * switches, which need every table at once.
 */
export interface TableWriter {
  /** Writes the document's next tables, in order, waiting while the destination is full. */
  add(tables: readonly Table[]): Promise<void>;
  /** Writes what follows the last table (JSON: counts, statistics and the warnings). Ends the stream only for xlsx (a zip ends itself). */
  end(warnings?: readonly ExtractWarning[]): Promise<void>;
}
