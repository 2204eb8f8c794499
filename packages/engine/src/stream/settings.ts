import { DEFAULT_LEADER_SETTINGS } from "../text/leaders.js";
import { count, EMS, LINE_HEIGHTS, LINE_OVERLAP, POINTS, SHARE, type SettingLimits } from "../setting-limits.js";

/**
 * Every tolerance the stream detector uses, in one object (pdfplumber's
 * table-settings style). Distances ending in `Em` are multiples of the local
 * font size; the rest are PDF points or plain ratios.
 */
export interface StreamSettings {
  /** Words closer than this (in em) on one line belong to the same text segment (cell fragment). */
  segmentGapEm: number;
  /** Two words share a line when their vertical overlap is at least this share of the shorter one. */
  lineOverlapRatio: number;
  /** Text edges within this many points count as aligned. */
  alignTolerance: number;
  /** An aligned edge needs at least this many lines behind it... */
  minEdgeSupport: number;
  /** ...or this share of the region's lines, whichever is larger (capped at `maxEdgeSupport`). */
  edgeSupportRatio: number;
  /** Upper bound for the required edge support, so long tables do not demand huge alignment. */
  maxEdgeSupport: number;
  /** A single-segment line at least this share of the page's text measure wide is prose. */
  proseWidthRatio: number;
  /** A one-segment line at a region's top or bottom this wide (share of the region) is a caption or note. */
  edgeLineWidthRatio: number;
  /** A line at a region's top or bottom whose type is this much larger than the region's is a title. */
  titleSizeRatio: number;
  /** A vertical gap above this many median line heights ends a table region. */
  regionGapLines: number;
  /** A region needs at least this many lines with two or more segments. */
  minTabularLines: number;
  /** A region needs at least this many aligned column edges (left, right or centre). */
  minAlignedEdges: number;
  /** A region whose median segment has more words than this is prose in columns, not a table. */
  maxMedianWordsPerSegment: number;
  /** A continuation line's baseline pitch must be below this share of the region's row pitch. */
  continuationPitchRatio: number;
  /** A horizontal rule must cover this share of the region width to bound it or mark a header. */
  ruleCoverRatio: number;
  /** A filled rectangle must cover this share of the region width to count as a zebra stripe. */
  stripeCoverRatio: number;
  /** A zebra stripe is at most this many line heights tall (a row wrapped over several lines). */
  stripeMaxLines: number;
  /** Headers found from spans or bold text are only looked for in this many leading rows. */
  maxHeaderRows: number;
  /** Words of these directions with fewer than this many words are ignored (stray rotated labels). */
  minWordsPerDirection: number;
  /**
   * A run of leader dots ("....", ". . . .", "……") this long at least is a dot leader, not text (`leaders.ts`;
   * the cell text of ruled grids reads leaders by the same two settings, ../text/cell-leaders.ts).
   */
  leaderMinDots: number;
  /** Dots of a spaced leader stand at most this far apart (in em), and a label's short tail of dots this close after it. */
  leaderGapEm: number;
}

/** The defaults, tuned on the dev corpus without per-file settings. */
export const DEFAULT_STREAM_SETTINGS: Readonly<StreamSettings> = Object.freeze({
  segmentGapEm: 0.75,
  lineOverlapRatio: 0.5,
  alignTolerance: 2.5,
  minEdgeSupport: 2,
  edgeSupportRatio: 0.1,
  maxEdgeSupport: 3,
  proseWidthRatio: 0.6,
  edgeLineWidthRatio: 0.4,
  titleSizeRatio: 1.25,
  regionGapLines: 3.5,
  minTabularLines: 2,
  minAlignedEdges: 3,
  maxMedianWordsPerSegment: 6,
  continuationPitchRatio: 0.85,
  ruleCoverRatio: 0.5,
  stripeCoverRatio: 0.5,
  stripeMaxLines: 8,
  maxHeaderRows: 5,
  minWordsPerDirection: 6,
  // Four dots, one em: why, beside DEFAULT_LEADER_SETTINGS (../text/leaders.ts).
  leaderMinDots: DEFAULT_LEADER_SETTINGS.leaderMinDots,
  leaderGapEm: DEFAULT_LEADER_SETTINGS.leaderGapEm,
});

/**
 * What `tolerances.stream` may set. Counts are whole numbers; a region needs
 * at least one tabular line and a line at least one word, so those start at 1.
 */
export const STREAM_LIMITS: SettingLimits<StreamSettings> = {
  segmentGapEm: EMS,
  lineOverlapRatio: LINE_OVERLAP,
  alignTolerance: POINTS,
  minEdgeSupport: count(1),
  edgeSupportRatio: SHARE,
  maxEdgeSupport: count(1),
  proseWidthRatio: SHARE,
  edgeLineWidthRatio: SHARE,
  titleSizeRatio: { min: 1, max: 100 },
  regionGapLines: LINE_HEIGHTS,
  minTabularLines: count(1),
  minAlignedEdges: count(0),
  maxMedianWordsPerSegment: { min: 0, max: 100_000 },
  continuationPitchRatio: SHARE,
  ruleCoverRatio: SHARE,
  stripeCoverRatio: SHARE,
  stripeMaxLines: LINE_HEIGHTS,
  maxHeaderRows: count(0),
  minWordsPerDirection: count(0),
  leaderMinDots: count(2),
  leaderGapEm: EMS,
};

/** Defaults with the given fields replaced. */
export function streamSettings(overrides: Partial<StreamSettings> = {}): StreamSettings {
  return { ...DEFAULT_STREAM_SETTINGS, ...overrides };
}
