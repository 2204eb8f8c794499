import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import type { LoadedEntry } from "../corpus/load.js";
import { stitchedEntry } from "../corpus/stitched.js";
import type { ExtractTables } from "../engine.js";
import { scoreDocument, scoredPages, tableToGrid, type DocumentScore } from "../score/index.js";

/** Which set a file belongs to in the summary. */
export type FileSet = "corpus" | "generated";

/** One file's outcome. */
export interface FileResult {
  name: string;
  set: FileSet;
  kind: string;
  expectedTables: number;
  /** Extracted tables on the scored pages. */
  foundTables: number;
  /** Wall time of extractTables for the whole document, in milliseconds. */
  elapsedMs: number;
  pageCount: number;
  /** Method the engine reported for each table found on the scored pages. */
  methods: string[];
  score: DocumentScore;
  /** Generated fixtures: the layout class the file stands for. */
  fixtureClass?: string;
  /** Set when the engine threw; the file then scores as if nothing was found. */
  error?: string;
}

/**
 * Extracts every table of one file with no per-file settings (only the method,
 * auto by default, and optionally stitching) and scores it against its
 * expected tables.
 */
export async function runFile(
  entry: LoadedEntry,
  set: FileSet,
  extractTables: ExtractTables,
  method: "auto" | "lattice" | "stream",
  stitch = false,
): Promise<FileResult> {
  if (stitch) entry = stitchedEntry(entry);
  const pdf = new Uint8Array(await readFile(entry.pdfPath));
  const started = performance.now();
  let tables: Awaited<ReturnType<ExtractTables>>["tables"] = [];
  let pageCount = entry.pdf_pages ?? 0;
  let error: string | undefined;
  try {
    const result = await extractTables(pdf, stitch ? { method, stitch } : { method });
    tables = result.tables;
    pageCount = result.pageCount;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    error = `${err.code ?? "ERROR"}: ${err.message ?? String(e)}`;
  }
  const elapsedMs = performance.now() - started;
  const extracted = tables.map((t) => ({ page: t.page, grid: tableToGrid(t) }));
  const score = scoreDocument(entry, extracted);
  const pages = new Set(scoredPages(entry, extracted));
  const onScoredPages = tables.filter((t) => pages.has(t.page));
  return {
    name: entry.name,
    set,
    kind: entry.kind,
    expectedTables: entry.tables.length,
    foundTables: onScoredPages.length,
    elapsedMs,
    pageCount,
    methods: onScoredPages.map((t) => t.method),
    score,
    ...(entry.fixture_class ? { fixtureClass: entry.fixture_class } : {}),
    ...(error === undefined ? {} : { error }),
  };
}
