import type * as mupdf from "mupdf";
import type { DetectInput, TableCandidate } from "../detect/contract.js";
import { confidenceFrom } from "../confidence.js";
import { EngineError } from "../errors.js";
import { createLatticeDetector } from "../lattice/index.js";
import type { ResolvedOptions } from "../options.js";
import { readPage } from "../reader/read-page.js";
import { detectStream } from "../stream/index.js";
import { buildLines } from "../text/lines.js";
import type { BBox, Cell, Table } from "../types.js";
import { chooseTables } from "./choose.js";
import { detectHeaderRows } from "./headers.js";
import { orientPage } from "./orient.js";
import { resplitUnderSplit } from "./undersplit.js";

/** What one page produced: its tables and, in debug mode, every stage's output. */
export interface PageOutcome {
  tables: Table[];
  stages: Record<string, unknown>;
  /** Height of the displayed page, in points (stitching asks where tables end). */
  pageHeight: number;
}

/**
 * Runs the page stages in order: read -> orient -> text -> lattice -> resplit
 * (auto: under-split grids read by text alignment) -> stream (on what lattice
 * did not claim) -> choose -> headers -> confidence -> back to
 * page coordinates. Throws EngineError("page_timeout") when the page runs past
 * `deadline` (a performance.now() time); stages are checked in between.
 */
export function processPage(doc: mupdf.Document, pageNumber: number, options: ResolvedOptions, deadline: number): PageOutcome {
  const stages: Record<string, unknown> = {};
  const keep = (name: string, value: unknown) => {
    if (options.debug) stages[name] = value;
  };
  const checkTime = (stage: string) => {
    if (performance.now() > deadline) throw new EngineError("page_timeout", `Page ${pageNumber} ran past its ${options.pageTimeoutMs} ms budget (at ${stage}).`);
  };

  const content = readPage(doc, pageNumber, options.tolerances.ruling, deadline);
  keep("read", content);
  checkTime("read");

  const oriented = orientPage(content);
  keep("orient", { turnedBy: oriented.turnedBy, width: oriented.content.width, height: oriented.content.height });
  const page = oriented.content;
  const lines = buildLines(page.glyphs, options.tolerances.text);
  const words = lines.flatMap((l) => l.words);
  keep("text", { lines });
  checkTime("text");

  const userAreas = options.areas[pageNumber]?.map(oriented.toTurned);
  const userColumns = oriented.turnedBy === 0 ? options.columns[pageNumber] : undefined;
  const input: DetectInput = { content: page, words, lines, ...(userAreas ? { areas: userAreas } : {}), ...(userColumns ? { columns: userColumns } : {}) };

  let lattice: TableCandidate[] = [];
  if (options.method !== "stream") {
    const out = createLatticeDetector(options.tolerances.lattice)(input);
    lattice = out.tables;
    keep("lattice", { tables: lattice, ...out.stages });
    checkTime("lattice");
  }
  if (options.method === "auto" && lattice.length > 0) {
    const resplit = resplitUnderSplit(lattice, input, detectStream);
    lattice = resplit.tables;
    keep("resplit", { replaced: resplit.replaced });
    checkTime("resplit");
  }
  let stream: TableCandidate[] = [];
  if (options.method !== "lattice") {
    const exclude: BBox[] = lattice.map((t) => t.bbox);
    const out = detectStream({ ...input, exclude });
    stream = out.tables;
    keep("stream", { tables: stream, ...out.stages });
    checkTime("stream");
  }
  const chosen = options.method === "lattice" ? lattice : options.method === "stream" ? stream : chooseTables(lattice, stream);
  keep("choose", chosen.map((t) => ({ method: t.method, bbox: t.bbox })));

  const tables = chosen.map((candidate, index) => finishTable(candidate, pageNumber, index, oriented.toPage));
  keep("tables", tables);
  return { tables, stages, pageHeight: content.height };
}

/** Header rows, confidence and page coordinates for one chosen candidate. */
function finishTable(candidate: TableCandidate, page: number, index: number, toPage: (b: BBox) => BBox): Table {
  const rows = candidate.rows.map((row) => row.map((cell): Cell | null => (cell ? { ...cell, bbox: toPage(cell.bbox) } : null)));
  return {
    page,
    pages: [page],
    index,
    bbox: toPage(candidate.bbox),
    method: candidate.method,
    confidence: confidenceFrom(candidate.evidence),
    rows,
    headerRows: detectHeaderRows(candidate.rows, candidate.headerRows),
  };
}
