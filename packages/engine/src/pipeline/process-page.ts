import type * as mupdf from "mupdf";
import type { DetectInput, TableCandidate } from "../detect/contract.js";
import { confidenceFrom } from "../confidence.js";
import { cellConfidences } from "../confidence/cell-confidence.js";
import { EngineError } from "../errors.js";
import { createLatticeDetector } from "../lattice/index.js";
import type { ResolvedOptions } from "../options.js";
import { withLibraryMessages } from "../reader/library-log.js";
import { readPage } from "../reader/read-page.js";
import { createStreamDetector } from "../stream/index.js";
import { resolveAreaSpecs, type AreaSpec } from "../template/area-specs.js";
import { buildLines, wordsOf } from "../text/lines.js";
import { glyphsWithout, marginLineNumbers } from "../text/margin-numbers.js";
import type { BBox, Cell, ExtractWarning, Ruling, Table, Word } from "../types.js";
import { dropCaptionRows } from "./caption-rows.js";
import { chooseTables } from "./choose.js";
import { detectHeaderRows } from "./headers.js";
import { orientPage } from "./orient.js";
import { DAMAGED_PAGE_FACTOR, damagedPageWarning, textLayerWarning } from "./page-warnings.js";
import { glyphCensus } from "./glyph-census.js";
import { readAreas } from "./read-areas.js";
import { resplitUnderSplit } from "./undersplit.js";
import { ocrTrust, type OcrWordBox } from "../ocr/ocr-glyphs.js";
import { withoutWatermarks } from "../reader/watermark-glyphs.js";
import type { OcrPage } from "../ocr/ocr-page.js";
import { ocrUsedWarning } from "../ocr/ocr-warnings.js";
import { restoreDecimalPoints } from "../ocr/decimal-points.js";
import { restoreThousandsSeparators } from "../ocr/grouped-integers.js";
import { mendGroupedDecimals } from "../ocr/grouped-decimals.js";
import { joinHeaderGrids } from "./header-grids.js";
import { withFields } from "../with-fields.js";
import { mapList } from "../flatten.js";
import { secondsText } from "../seconds-words.js";

/** What one page produced: its tables and, in debug mode, every stage's output. */
export interface PageOutcome {
  tables: Table[];
  stages: Record<string, unknown>;
  /** What the reader of the result should know about this page (damaged content, no text layer, an anchor not found, an area off the page). */
  warnings: ExtractWarning[];
  /** Height of the displayed page, in points (stitching asks where tables end). */
  pageHeight: number;
  /** The page has no usable text layer (or OCR is forced) and was read without OCR: the caller may OCR it and run the page again with it. */
  wantsOcr: boolean;
}

/**
 * Runs the page stages in order: read -> orient -> text -> areas (the user's
 * areas and template areas for this page; when there are any, each is read
 * as at most one table and the whole-page stages below are skipped) -> lattice -> resplit
 * (auto: under-split grids read by text alignment) -> stream (on what lattice
 * did not claim) -> header grids (auto: a ruled header-only grid joined to the
 * unruled body under it) -> choose -> headers -> confidence -> back to
 * page coordinates. Throws EngineError("page_timeout") when the page runs past
 * `deadline` (a performance.now() time); stages are checked in between.
 * Given `ocr` (what OCR read on the page), its words and image rulings stand
 * in for the text layer, and tables are reported as ocr-lattice / ocr-stream
 * with OCR word confidence in their confidence.
 */
export function processPage(
  doc: mupdf.Document,
  pageNumber: number,
  options: ResolvedOptions,
  deadline: number,
  ocr: OcrPage | null = null,
): PageOutcome {
  const stages: Record<string, unknown> = {};
  const keep = (name: string, value: unknown) => {
    if (options.debug) stages[name] = value;
  };
  const checkTime = (stage: string) => {
    if (performance.now() > deadline)
      throw new EngineError(
        "page_timeout",
        `Page ${pageNumber} ran past its ${secondsText(options.pageTimeoutMs)} second budget (at ${stage}).`,
      );
  };

  const read = withLibraryMessages(() => readPage(doc, pageNumber, options.tolerances.ruling, deadline));
  // A large word turned across the page ("DRAFT") is no text of its tables (reader/watermark-glyphs.ts).
  const content = withoutWatermarks(read.value);
  keep("read", content);
  checkTime("read");
  const damaged = damagedPageWarning(pageNumber, read.messages);
  // One walk over the page's glyphs for the text-layer warning and the page's turn.
  const census = glyphCensus(content.glyphs);
  const layer = textLayerWarning(content, census.unreadable);
  const wantsOcr = ocr === null && (options.ocr.mode === "force" || (options.ocr.mode === "auto" && layer !== null));
  const layerNote =
    ocr === null
      ? layer
      : ocr.words.length === 0
        ? {
            ...(layer ?? { page: pageNumber, code: "no_text_layer" }),
            message: `Page ${pageNumber} has no usable text layer, and OCR found no text on it either.`,
          }
        : null;
  // A page where OCR found no words keeps only no_text_layer (saying OCR found nothing); ocr_used names pages whose text came from OCR.
  const warnings = [damaged, layerNote, ocr && ocr.words.length > 0 ? ocrUsedWarning(pageNumber, ocr) : null].filter(
    (w): w is ExtractWarning => w !== null,
  );
  keep("warnings", warnings);
  if (ocr)
    keep("ocr", {
      turnedBy: ocr.turnedBy,
      skew: ocr.skew,
      dpi: ocr.dpi,
      meanConfidence: ocr.meanConfidence,
      words: ocr.words.length,
      rulings: ocr.content.rulings.length,
    });

  const oriented = ocr ? orientPage(ocr.content) : orientPage(content, census.directions);
  keep("orient", { turnedBy: oriented.turnedBy, width: oriented.content.width, height: oriented.content.height });
  let page = oriented.content;
  // Boxes on the detectors' page go back through the turn for rotated text, then (OCR) the straightening of the scan.
  const toPage = ocr ? (b: BBox) => ocr.toPage(oriented.toPage(b)) : oriented.toPage;
  const toTurned = ocr ? (b: BBox) => oriented.toTurned(ocr.toFrame(b)) : oriented.toTurned;
  let lines = buildLines(page.glyphs, options.tolerances.text);
  // Line numbers down the margin (pleading paper, numbered drafts) are page furniture: no detector sees them.
  const lineNumbers = marginLineNumbers(lines);
  if (lineNumbers) {
    page = { ...page, glyphs: glyphsWithout(page.glyphs, lineNumbers) };
    lines = buildLines(page.glyphs, options.tolerances.text);
    keep("marginNumbers", lineNumbers.size);
  }
  const words = wordsOf(lines);
  keep("text", { lines });
  checkTime("text");
  const evidence: ConfidenceEvidence = {
    words,
    rulings: page.rulings,
    trust: damaged ? DAMAGED_PAGE_FACTOR : 1,
    ocrWords: ocr?.words ?? null,
  };

  const areaSpecs = resolveAreaSpecs({
    page: pageNumber,
    pageCount: doc.countPages(),
    width: content.width,
    height: content.height,
    ...(options.areas[pageNumber] ? { areas: options.areas[pageNumber] } : {}),
    ...(options.columns[pageNumber] ? { columns: options.columns[pageNumber] } : {}),
    templateAreas: options.template?.areas ?? [],
    method: options.method,
    lines,
    toPage,
  });
  keep("areas", areaSpecs);
  warnings.push(...areaSpecs.warnings);
  if (areaSpecs.restricted) {
    if (oriented.turnedBy !== 0 && areaSpecs.specs.some((s) => s.columns)) warnings.push(columnsIgnored(pageNumber));
    const turned = mapList(areaSpecs.specs, (s): AreaSpec => {
      const { columns, ...rest } = s;
      return { ...rest, box: toTurned(s.box), ...(columns && oriented.turnedBy === 0 ? { columns } : {}) };
    });
    const areaRead = readAreas(
      turned,
      { content: page, words, lines },
      options.tolerances.lattice,
      checkTime,
      options.tolerances.stream,
    );
    keep("areaTables", areaRead.stages);
    const ordered = areaRead.tables.sort(
      (a, b) => a.candidate.bbox.y0 - b.candidate.bbox.y0 || a.candidate.bbox.x0 - b.candidate.bbox.x0,
    );
    const tables = mapList(ordered, (t, index) =>
      withUserHeaderRows(finishTable(t.candidate, pageNumber, index, toPage, evidence), t.headerRows),
    );
    keep("tables", tables);
    return { tables, stages, pageHeight: content.height, warnings, wantsOcr };
  }

  const userColumns = oriented.turnedBy === 0 ? options.columns[pageNumber] : undefined;
  if (oriented.turnedBy !== 0 && options.columns[pageNumber]?.length) warnings.push(columnsIgnored(pageNumber));
  const input: DetectInput = { content: page, words, lines, ...(userColumns ? { columns: userColumns } : {}) };

  let lattice: TableCandidate[] = [];
  const detectStream = createStreamDetector(options.tolerances.stream);
  if (options.method !== "stream") {
    const out = createLatticeDetector(options.tolerances.lattice, options.tolerances.stream)(input);
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
    const exclude: BBox[] = mapList(lattice, (t) => t.bbox);
    const out = detectStream(withFields(input, { exclude }));
    stream = out.tables;
    keep("stream", { tables: stream, ...out.stages });
    checkTime("stream");
  }
  if (options.method === "auto" && lattice.length > 0 && stream.length > 0) {
    const headerGrids = joinHeaderGrids(lattice, stream, input, detectStream);
    lattice = headerGrids.lattice;
    stream = headerGrids.stream;
    keep("headerGrids", { joined: headerGrids.joined });
    checkTime("headerGrids");
  }
  const chosen = mapList(
    options.method === "lattice" ? lattice : options.method === "stream" ? stream : chooseTables(lattice, stream),
    dropCaptionRows,
  );
  keep(
    "choose",
    mapList(chosen, (t) => ({ method: t.method, bbox: t.bbox })),
  );

  const tables = mapList(chosen, (candidate, index) => finishTable(candidate, pageNumber, index, toPage, evidence));
  keep("tables", tables);
  return { tables, stages, pageHeight: content.height, warnings, wantsOcr };
}

/**
 * Column guides are x positions on the page as displayed; on a page turned
 * for its rotated text they would cut across rows, so they are not used.
 */
function columnsIgnored(page: number): ExtractWarning {
  return {
    page,
    code: "columns_ignored",
    message: `Column guides on page ${page} were ignored: its text runs rotated, so the page is read turned.`,
  };
}

/** The table with the header rows the user set for its area, when they did. */
function withUserHeaderRows(table: Table, headerRows: number | undefined): Table {
  return headerRows === undefined ? table : { ...table, headerRows: Math.min(headerRows, table.rows.length) };
}

/** What table and cell confidence are measured against: the page's words and rulings, and how far the page itself can be trusted (0..1). */
interface ConfidenceEvidence {
  words: readonly Word[];
  rulings: readonly Ruling[];
  trust: number;
  /** The page's OCR words with their confidences, when it was read by OCR. */
  ocrWords: readonly OcrWordBox[] | null;
}

/** Header rows, table and cell confidence, and page coordinates for one chosen candidate. */
function finishTable(
  candidate: TableCandidate,
  page: number,
  index: number,
  toPage: (b: BBox) => BBox,
  evidence: ConfidenceEvidence,
): Table {
  const ocrWords = evidence.ocrWords;
  const confidence =
    Math.round(confidenceFrom(candidate.evidence) * evidence.trust * readTrust(ocrWords, candidate.bbox) * 1000) / 1000;
  const perCell = cellConfidences(candidate, confidence, evidence.words, evidence.rulings);
  // Loops rather than callbacks made per table: V8 keeps a callback's optimised code only while
  // a closure holding it lives, so once warm they were compiled again after each garbage collection.
  const rows: (Cell | null)[][] = [];
  for (let r = 0; r < candidate.rows.length; r++) {
    const row = candidate.rows[r]!;
    const cells: (Cell | null)[] = [];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      // the cell's fields written out (not spread): this runs for every cell of every table
      cells.push(
        cell
          ? {
              text: cell.text,
              bbox: toPage(cell.bbox),
              rowSpan: cell.rowSpan,
              colSpan: cell.colSpan,
              confidence: cellConfidence(ocrWords, cell, perCell[r]?.[c] ?? confidence),
            }
          : null,
      );
    }
    rows.push(cells);
  }
  return {
    page,
    pages: [page],
    index,
    bbox: toPage(candidate.bbox),
    method: ocrWords ? ocrMethod(candidate.method) : candidate.method,
    confidence,
    // OCR loses faint decimal points and reads faint commas as points; the column's own figures tell
    rows: ocrWords ? mendGroupedDecimals(restoreDecimalPoints(restoreThousandsSeparators(rows))) : rows,
    headerRows: detectHeaderRows(candidate.rows, candidate.headerRows),
  };
}

/** How far OCR's reading of a box can be trusted (1 on a page not read by OCR). */
function readTrust(ocrWords: readonly OcrWordBox[] | null, b: BBox): number {
  return ocrWords ? ocrTrust(ocrWords, b) : 1;
}

/** A cell's confidence, on a page read by OCR no higher than the trust in the cell's reading. */
function cellConfidence(ocrWords: readonly OcrWordBox[] | null, cell: Cell, value: number): number {
  return ocrWords ? Math.round(Math.min(value, readTrust(ocrWords, cell.bbox)) * 1000) / 1000 : value;
}

/** How a table read from OCR words is labelled: ruled grids are ocr-lattice, the rest ocr-stream. */
function ocrMethod(method: Table["method"]): Table["method"] {
  return method === "lattice" || method === "ocr-lattice"
    ? "ocr-lattice"
    : method === "manual"
      ? "manual"
      : "ocr-stream";
}
