import type { DetectInput, Detector, TableCandidate } from "../detect/contract.js";
import { centreInside, overlapArea } from "../geometry/bbox.js";
import { createLatticeDetector } from "../lattice/index.js";
import type { LatticeTolerances } from "../lattice/settings.js";
import { createStreamDetector, DEFAULT_STREAM_SETTINGS, type StreamSettings } from "../stream/index.js";
import type { AreaSpec } from "../template/area-specs.js";
import type { BBox, TableMethod } from "../types.js";
import { resplitUnderSplit } from "./undersplit.js";

/** In auto mode a ruled grid is the area's table when it holds at least this share of the area's words (else the text reading of the whole area keeps what lies outside the grid). */
const GRID_WORD_SHARE = 0.75;

/** The table read from one area, with the header rows the user set for it. */
export interface AreaTable {
  candidate: TableCandidate;
  headerRows?: number;
}

/** What happened in one area, for the debug view. */
export interface AreaStage {
  source: string;
  box: BBox;
  method: AreaSpec["method"];
  columns?: number[];
  words: number;
  /** The method of the table kept, or why there is none. */
  outcome: TableMethod | "no text" | "no table";
  /** How many tables the detectors found before one was kept. */
  found: number;
}

/**
 * Reads each area (boxes on the page the detectors see) as at most one
 * table. Column guides make the area a text reading with those separators;
 * otherwise the area's method decides: lattice or stream alone, or (auto) the
 * ruled grid when it holds three quarters of the area's words (an under-split grid is
 * re-read by text alignment, as on whole pages), else the text reading of the
 * whole area. When a detector finds several tables, the one overlapping the
 * area most is kept: the user drew the area around the table they want. An
 * area with no text gives no table. `checkTime` is called between areas.
 */
export function readAreas(
  specs: readonly AreaSpec[],
  input: DetectInput,
  lattice: LatticeTolerances,
  checkTime: (stage: string) => void,
  streamSettings: StreamSettings = DEFAULT_STREAM_SETTINGS,
): { tables: AreaTable[]; stages: AreaStage[] } {
  const tables: AreaTable[] = [];
  const stages: AreaStage[] = [];
  const detectLattice = createLatticeDetector(lattice, streamSettings);
  const detectStream = createStreamDetector(streamSettings);
  for (const spec of specs) {
    const words = input.words.filter((w) => centreInside(w.bbox, spec.box)).length;
    const areaInput: DetectInput = {
      content: input.content,
      words: input.words,
      lines: input.lines,
      areas: [spec.box],
      ...(spec.columns?.length ? { columns: spec.columns } : {}),
    };
    const stage: AreaStage = {
      source: spec.source,
      box: spec.box,
      method: spec.method,
      ...(spec.columns ? { columns: spec.columns } : {}),
      words,
      outcome: "no table",
      found: 0,
    };
    stages.push(stage);
    if (words === 0) {
      stage.outcome = "no text";
      continue;
    }
    const read = readOne(spec, areaInput, detectLattice, detectStream, words);
    stage.found = read.found;
    if (read.table) {
      stage.outcome = read.table.method;
      tables.push({ candidate: read.table, ...(spec.headerRows !== undefined ? { headerRows: spec.headerRows } : {}) });
    }
    checkTime(`area ${spec.source}`);
  }
  return { tables, stages };
}

function readOne(
  spec: AreaSpec,
  input: DetectInput,
  detectLattice: ReturnType<typeof createLatticeDetector>,
  detectStream: Detector,
  words: number,
): { table: TableCandidate | null; found: number } {
  const stream = () => detectStream(input).tables;
  if (spec.columns?.length || spec.method === "stream") {
    const found = stream();
    return { table: mostOverlapping(found, spec.box), found: found.length };
  }
  const grids = detectLattice(input).tables;
  const grid = mostOverlapping(grids, spec.box);
  if (spec.method === "lattice") return { table: grid, found: grids.length };
  if (grid && wordsIn(input, grid.bbox, spec.box) >= GRID_WORD_SHARE * words) {
    return { table: resplitUnderSplit([grid], input, detectStream).tables[0] ?? grid, found: grids.length };
  }
  const texts = stream();
  return { table: mostOverlapping(texts, spec.box) ?? grid, found: grids.length + texts.length };
}

/** The candidate overlapping `box` the most, or null when none does. */
function mostOverlapping(candidates: readonly TableCandidate[], box: BBox): TableCandidate | null {
  let best: TableCandidate | null = null;
  let bestOverlap = 0;
  for (const c of candidates) {
    const overlap = overlapArea(c.bbox, box);
    if (overlap > bestOverlap) {
      best = c;
      bestOverlap = overlap;
    }
  }
  return best;
}

function wordsIn(input: DetectInput, grid: BBox, area: BBox): number {
  return input.words.filter((w) => centreInside(w.bbox, area) && centreInside(w.bbox, grid, 1)).length;
}
