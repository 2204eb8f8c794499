import { boundsOf } from "../geometry/bbox.js";
import type { TableCandidate } from "../detect/contract.js";
import type { BBox } from "../types.js";
import { splitAtAlignedGaps } from "./aligned-gaps.js";
import { findColumns, type ColumnLayout } from "./columns.js";
import { measureEvidence } from "./evidence.js";
import type { Frame } from "./frame.js";
import { median, FALLBACK_LINE_HEIGHT } from "./geometry.js";
import { buildGrid } from "./grid.js";
import { detectHeader, headerLevels } from "./header.js";
import type { FrameLine, HorizontalRule, Segment, VerticalRule } from "./model.js";
import { rowsByGaps } from "./gap-rows.js";
import { isLabel, isLegendMeaning, isLegendSymbol } from "./label-prose.js";
import { bandIsOneRow, bandsBySeparators, joinRows, mergeContinuations, rowsPerLine, type RowDraft } from "./rows.js";
import { splitRowsAtRules } from "./rule-splits.js";
import { rulesAcross, stripesAcross } from "./rules.js";
import type { StreamSettings } from "./settings.js";
import { spansFromRules } from "./spans.js";
import { spanCentredHeadings } from "./centred-headings.js";
import { joinStackedHeader } from "./stacked-header.js";
import { columnsFromSeparators } from "./user-columns.js";
import { joinCurrencyColumns } from "./currency-columns.js";
import { isContentsList } from "./contents-list.js";
import { isKeyValueBlock } from "./key-value-block.js";
import { isAddressBlock } from "./address-block.js";
import { flatten, mapNumbers } from "../flatten.js";

/** Rules up to this many line heights above or below a region bound it (a rule under the header's gap). */
const RULE_MARGIN_LINES = 1.5;

/** Everything one region needs; line indices in `segmentsByLine` are 0-based within the region. */
export interface RegionInput {
  lines: FrameLine[];
  segmentsByLine: Segment[][];
  frame: Frame;
  rules: readonly HorizontalRule[];
  verticals: readonly VerticalRule[];
  shades: readonly BBox[];
  /** User column separators in frame x, when given. */
  userColumns?: readonly number[];
  /** A user-drawn area: keep the table even without alignment evidence. */
  forced: boolean;
}

/** What a region became, with its intermediate stages (frame coordinates mapped to the page). */
export interface RegionResult {
  table: TableCandidate;
  stage: { bbox: BBox; spans: number; columns: BBox[]; rowBands: BBox[]; rowEvidence: string; headerSource: string };
}

/**
 * Region to table: columns from alignment (or the user's guides), rows from
 * lines joined by rules, stripes or continuation analysis, header from
 * evidence, then the grid and its evidence. Returns null when the region
 * turns out not to be a table.
 */
export function buildRegionTable(input: RegionInput, settings: StreamSettings): RegionResult | null {
  const { lines, frame } = input;
  if (!lines.length) return null;
  const layout: ColumnLayout = input.userColumns?.length
    ? columnsFromSeparators(lines, input.userColumns)
    : findColumns(flatten(splitAtAlignedGaps(input.segmentsByLine)), lines.length, settings);
  if (!input.forced && !enoughStructure(layout, settings)) return null;
  const region = boundsOf(lines);
  const lineHeight = median(mapNumbers(lines, lineHeightOf)) || FALLBACK_LINE_HEIGHT;
  const ruleYs = rulesAcross(region, input.rules, RULE_MARGIN_LINES * lineHeight, settings);
  const interior = rulesBetweenLines(ruleYs, region, lines);
  const stripes = stripesAcross(region, input.shades, lineHeight, settings);
  const placements = spansFromRules(
    layout.placements,
    layout.columns,
    lines,
    input.verticals,
    input.rules,
    settings.maxHeaderRows,
  );
  const lineRows = rowsPerLine(lines, placements, layout.columns.length);
  const formed = formRows(lineRows, lines, interior, stripes, layout.columns.length, settings);
  const rowEvidence = formed.rowEvidence;
  // Currency symbols set apart in their amount's cell belong to the figures beside them (the user's columns stay).
  const { rows, columns } = input.userColumns?.length
    ? { rows: formed.rows, columns: layout.columns }
    : joinCurrencyColumns(formed.rows, layout.columns);
  const header = detectHeader(rows, interior, settings);
  // A letterhead's labelled details (an account's number, sort code, period) are no table (key-value-block.ts).
  if (!input.forced && isKeyValueBlock(rows, header.headerRows, columns.length)) return null;
  // Nor are a letter's address and contact blocks set side by side in plain type (address-block.ts).
  const ruled = interior.length > 0 || stripes.length > 0;
  if (!input.forced && isAddressBlock(rows, columns, header.headerRows, ruled)) return null;
  // Headings centred over several columns of a header of two or more levels span them (upright tables).
  const built = buildGrid(rows, columns, frame);
  const grid = frame.direction === 0 ? spanCentredHeadings(built, headerLevels(rows, header, settings)) : built;
  const usedRules = ruleYs.length > 0 || rowEvidence === "stripes";
  const table: TableCandidate = {
    bbox: frame.toPage(region),
    rows: grid,
    method: usedRules ? "hybrid" : "stream",
    headerRows: header.headerRows,
    evidence: measureEvidence(grid, rows, columns, ruleYs, input.userColumns),
  };
  return {
    table,
    stage: {
      bbox: table.bbox,
      spans: countSpanning(placements),
      columns: columnBands(columns, region, frame),
      rowBands: rowBands(rows, region, frame),
      rowEvidence,
      headerSource: header.source,
    },
  };
}

function formRows(
  lineRows: RowDraft[],
  lines: readonly FrameLine[],
  interior: readonly number[],
  stripes: readonly { y0: number; y1: number }[],
  columnCount: number,
  settings: StreamSettings,
): { rows: RowDraft[]; rowEvidence: string } {
  if (interior.length >= 2)
    return { rows: bySeparators(lineRows, interior, lines, columnCount, settings), rowEvidence: "rules" };
  // A lone rule inside the region still parts the rows on either side of it (rule-splits.ts).
  if (stripes.length >= 2) {
    const rows = bySeparators(lineRows, stripeEdges(stripes), lines, columnCount, settings);
    return { rows: splitRowsAtRules(rows, lineRows, lines, interior), rowEvidence: "stripes" };
  }
  // Without rules or stripes to bound the header, its stacked lines are joined from their spacing.
  const byGaps = rowsByGaps(lineRows, lines);
  return byGaps
    ? { rows: splitRowsAtRules(joinStackedHeader(byGaps, lines), lineRows, lines, interior), rowEvidence: "row gaps" }
    : {
        rows: splitRowsAtRules(
          joinStackedHeader(mergeContinuations(lineRows, lines, columnCount, settings), lines),
          lineRows,
          lines,
          interior,
        ),
        rowEvidence: "alignment",
      };
}

/**
 * Rows of the bands between separators: a band is one row or is merged as usual (bandIsOneRow,
 * mergeContinuations).
 */
function bySeparators(
  lineRows: RowDraft[],
  cuts: readonly number[],
  lines: readonly FrameLine[],
  columnCount: number,
  settings: StreamSettings,
): RowDraft[] {
  const out: RowDraft[] = [];
  for (const band of bandsBySeparators(lineRows, cuts)) {
    if (bandIsOneRow(band)) out.push(band.reduce(joinRows));
    else for (const row of mergeContinuations(band, lines, columnCount, settings)) out.push(row);
  }
  return out;
}

/** The top and bottom of each stripe, in order. */
function stripeEdges(stripes: readonly { y0: number; y1: number }[]): number[] {
  const out: number[] = [];
  for (const s of stripes) out.push(s.y0, s.y1);
  return out;
}

const lineHeightOf = (l: FrameLine) => l.bbox.y1 - l.bbox.y0;

/** The rules strictly inside the region that run between its lines, not through one. */
function rulesBetweenLines(ruleYs: readonly number[], region: BBox, lines: readonly FrameLine[]): number[] {
  const out: number[] = [];
  for (const y of ruleYs) if (y > region.y0 && y < region.y1 && !crossesALine(y, lines)) out.push(y);
  return out;
}

/** Whether height `y` runs through a line (more than 1 pt inside its box). */
function crossesALine(y: number, lines: readonly FrameLine[]): boolean {
  for (const l of lines) if (y > l.bbox.y0 + 1 && y < l.bbox.y1 - 1) return true;
  return false;
}

type Placement = ColumnLayout["placements"][number];

function countSpanning(placements: readonly Placement[]): number {
  let n = 0;
  for (const p of placements) if (p.span > 1) n++;
  return n;
}

/** Each column's band across the region, on the page. */
function columnBands(columns: ColumnLayout["columns"], region: BBox, frame: Frame): BBox[] {
  const out: BBox[] = [];
  for (const c of columns) out.push(frame.toPage({ x0: c.x0, x1: c.x1, y0: region.y0, y1: region.y1 }));
  return out;
}

/** Each row's band across the region, on the page. */
function rowBands(rows: readonly RowDraft[], region: BBox, frame: Frame): BBox[] {
  const out: BBox[] = [];
  for (const r of rows) out.push(frame.toPage({ x0: region.x0, x1: region.x1, y0: r.y0, y1: r.y1 }));
  return out;
}

/** Share of the first column's cells that must be labels for label-beside-prose to be a table. */
const LABEL_SHARE = 0.6;

/**
 * Two or more columns on enough aligned edges; and not a list: two columns
 * where one holds sentences beside bullets or numbers read as a list, not a
 * table (labels beside sentences are a table), nor a table of contents.
 */
function enoughStructure(layout: ColumnLayout, settings: StreamSettings): boolean {
  if (layout.columns.length < 2 || layout.alignedEdges < settings.minAlignedEdges) return false;
  if (layout.columns.length > 2) return true;
  if (isSymbolLegend(layout) || isContentsList(layout)) return false;
  // Labels (words, not bullets or numbers) beside sentences make a table, not a list.
  let first = 0;
  let labels = 0;
  for (const p of layout.placements)
    if (p.col === 0) {
      first++;
      if (isLabel(p.segment.text)) labels++;
    }
  if (first >= 3 && labels >= LABEL_SHARE * first) return true;
  for (let c = 0; c < layout.columns.length; c++)
    if (!(median(wordCountsIn(layout, c)) <= settings.maxMedianWordsPerSegment)) return false;
  return true;
}

/*
 * Loops, not arrows handed to array methods: an arrow written in a function is a new closure on each
 * call, whose optimised code V8 drops with it (callbacks-per-call.test.ts, bench/README.md, issue #17).
 */

/** How many words each segment placed in column `col` holds. */
function wordCountsIn(layout: ColumnLayout, col: number): number[] {
  const out: number[] = [];
  for (const p of layout.placements) if (p.col === col) out.push(p.segment.words.length);
  return out;
}

/** The texts of the segments placed in column `col`. */
function textsIn(layout: ColumnLayout, col: number): string[] {
  const out: string[] = [];
  for (const p of layout.placements) if (p.col === col) out.push(p.segment.text);
  return out;
}

/**
 * The key of symbols printed under statistical tables (`..  not available`,
 * `p  provisional`): every line a symbol beside a phrase in lower case. It
 * explains the table's cells; it is no table of its own.
 */
function isSymbolLegend(layout: ColumnLayout): boolean {
  const keys = textsIn(layout, 0);
  const meanings = textsIn(layout, 1);
  return keys.length >= 2 && meanings.length >= 2 && keys.every(isLegendSymbol) && meanings.every(isLegendMeaning);
}
