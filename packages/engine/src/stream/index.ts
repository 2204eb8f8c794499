import { boundsOf } from "../geometry/bbox.js";
import type { DetectInput, DetectOutput, Detector, TableCandidate } from "../detect/contract.js";
import type { BBox, TextDirection, Word } from "../types.js";
import { chartAreas } from "./charts.js";
import { frameFor, type Frame } from "./frame.js";
import { centreInside } from "../geometry/bbox.js";
import { buildLines } from "./lines.js";
import { linesWithoutLeaders, withoutLeaderGlyphs } from "./leaders.js";
import type { FrameWord, Segment } from "./model.js";
import { pageColumnGutters, pageColumnProse } from "./page-gutters.js";
import { findRegionDrafts } from "./regions.js";
import { frameRules, frameShades, frameVerticalRules } from "./rules.js";
import { renumberLines, segmentsOfLines } from "./segments.js";
import { splitSideBySide } from "./side-by-side.js";
import { twoUpHalves } from "./two-up.js";
import { splitStacked } from "./stacked.js";
import { withTurnedHeader } from "./turned-header.js";
import { withTurnedLabels } from "./turned-labels.js";
import { withCentredRowLabels } from "./centred-row-labels.js";
import { trimByRules } from "./bounds.js";
import { DEFAULT_STREAM_SETTINGS, type StreamSettings } from "./settings.js";
import { buildRegionTable, type RegionResult } from "./table.js";
import { flatMapList, mapList } from "../flatten.js";
import { withFields } from "../with-fields.js";

export { DEFAULT_STREAM_SETTINGS, streamSettings, type StreamSettings } from "./settings.js";

const DIRECTIONS: readonly TextDirection[] = [0, 90, 270, 180];

/** A run of lines considered as a table, for debugging: where, how many lines, and whether it became one. */
interface CandidateStage {
  direction: TextDirection;
  bbox: BBox;
  lines: number;
  table: boolean;
}

/**
 * Borderless table detection (Nurminen-style text-edge analysis). Per text
 * direction: words into lines, lines into segments, runs of non-prose lines
 * into candidate regions, then columns from aligned edges and rows from
 * baselines. Rules and zebra stripes, when present, bound the table, mark
 * its header and separate rows (method "hybrid"); otherwise "stream".
 */
export const detectStream: Detector = (input) => detectStreamWith(input, DEFAULT_STREAM_SETTINGS);

/** A stream detector that runs with the given settings (the engine's resolved `tolerances.stream`). */
export function createStreamDetector(settings: StreamSettings): Detector {
  return (input) => detectStreamWith(input, settings);
}

/** `detectStream` with explicit settings (tests and tuning). */
export function detectStreamWith(input: DetectInput, settings: StreamSettings): DetectOutput {
  // Chart plots with their tick and category labels are not tables (a user's area is searched as given).
  const charts = input.areas?.length ? [] : chartAreas(input.content, input.words);
  const exclude = [...(input.exclude ?? []), ...charts];
  const words = wordsOutside(input.words, exclude);
  // Dot leaders are not cell text: cut out of words here, and spaced ones out of lines in each frame (leaders.ts).
  const glyphLeaders = withoutLeaderGlyphs(words, settings);
  const tables: TableCandidate[] = [];
  const regions: RegionResult["stage"][] = [];
  const linesPerDirection: Record<string, number> = {};
  const leaderLines: Record<string, number> = {};
  const candidates: CandidateStage[] = [];
  // One pass files the words by direction (in page order), instead of a filtered copy per direction.
  const byDirection: Word[][] = [[], [], [], []];
  for (const w of glyphLeaders.words) byDirection[w.direction / 90]?.push(w);
  for (const direction of DIRECTIONS) {
    const ofDirection = byDirection[direction / 90]!;
    if (!ofDirection.length || (direction !== 0 && ofDirection.length < settings.minWordsPerDirection)) continue;
    const frame = frameFor(direction, input.content.width, input.content.height);
    const found = detectInFrame(input, ofDirection, frame, settings);
    linesPerDirection[direction] = found.lineCount;
    leaderLines[direction] = found.leaderLines;
    candidates.push(...found.candidates);
    for (const r of found.results) {
      // Header cells written up or down the page over a table read upright are read in their own frame.
      // So are row-group labels turned beside its rows. Upright labels centred down their rows go to the first.
      tables.push(
        direction === 0 && !input.areas?.length
          ? withCentredRowLabels(withTurnedLabels(withTurnedHeader(r.table, words), words))
          : r.table,
      );
      regions.push(r.stage);
    }
  }
  tables.sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
  return {
    tables,
    stages: {
      streamCharts: charts,
      streamLines: linesPerDirection,
      streamLeaders: { words: glyphLeaders.cut, lines: leaderLines },
      streamCandidates: candidates,
      streamRegions: regions,
    },
  };
}

function detectInFrame(input: DetectInput, words: readonly Word[], frame: Frame, settings: StreamSettings) {
  const frameWords = toFrameWords(words, frame);
  const rules = frameRules(input.content, frame);
  const verticals = frameVerticalRules(input.content, frame);
  const shades = frameShades(input.content, frame);
  const userColumns = frame.direction === 0 ? input.columns : undefined;
  const results: RegionResult[] = [];
  const candidates: CandidateStage[] = [];
  let lineCount = 0;
  let leaderLines = 0;
  const areas: (BBox | undefined)[] = input.areas?.length ? mapList(input.areas, (a) => frame.toFrame(a)) : [undefined];
  for (const area of areas) {
    const inArea = area ? frameWords.filter((w) => centreInside(w.bbox, area)) : frameWords;
    // Two logical pages printed side by side on one sheet are read as two pages (`two-up.ts`).
    const halves =
      area || frame.direction !== 0 || userColumns?.length
        ? null
        : twoUpHalves(inArea, input.content.width, input.content.height, rules);
    for (const sheet of halves ?? [inArea]) {
      const leaders = linesWithoutLeaders(buildLines(sheet, settings), settings);
      const lines = leaders.lines;
      leaderLines += leaders.cut;
      lineCount += lines.length;
      const segmentsByLine = segmentsOfLines(lines, settings);
      const drafts = area ? [{ first: 0, last: lines.length - 1 }] : findRegionDrafts(lines, segmentsByLine, settings);
      for (const d of drafts) {
        const draft = {
          lines: lines.slice(d.first, d.last + 1),
          segmentsByLine: reindex(segmentsByLine.slice(d.first, d.last + 1)),
        };
        // The gutter of the page columns the region's lines sit in, from the prose in and around it.
        const pageGutters = pageColumnGutters(
          pageColumnProse(lines, segmentsByLine, d.first, d.last, settings),
          settings,
        );
        const parts =
          area || userColumns?.length
            ? [draft]
            : flatMapList(splitSideBySide(draft, rules, settings, pageGutters), (side) =>
                splitStacked(side, settings, shades),
              );
        for (const found of parts) {
          const part = area ? found : trimByRules(found, rules, settings);
          const result = buildRegionTable(
            withFields(part, { frame, rules, verticals, shades, userColumns, forced: area !== undefined }),
            settings,
          );
          if (result) results.push(result);
          candidates.push({
            direction: frame.direction,
            bbox: frame.toPage(boundsOf(part.lines)),
            lines: part.lines.length,
            table: result !== null,
          });
        }
      }
    }
  }
  return { results, lineCount, leaderLines, candidates };
}

function toFrameWords(words: readonly Word[], frame: Frame): FrameWord[] {
  const out: FrameWord[] = [];
  for (const w of words) out.push(toFrameWord(w, frame));
  return out;
}

function toFrameWord(w: Word, frame: Frame): FrameWord {
  return { text: w.text, bbox: frame.toFrame(w.bbox), fontSize: w.fontSize, bold: w.bold };
}

/** Segments renumbered so their `line` is the index within the region. */
function reindex(segmentsByLine: Segment[][]): Segment[][] {
  // Spelled out rather than spread (segmentOnLine): an object spread per segment showed in profiles.
  return renumberLines(segmentsByLine);
}

/** The words whose centre lies in none of the `exclude` boxes, in order (a loop: callbacks written here were closures made per call). */
function wordsOutside(words: readonly Word[], exclude: readonly BBox[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    let inside = false;
    for (let i = 0; i < exclude.length && !inside; i++) inside = centreInside(w.bbox, exclude[i]!);
    if (!inside) out.push(w);
  }
  return out;
}
