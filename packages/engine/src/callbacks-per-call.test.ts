import { describe, expect, it, vi } from "vitest";
import type { TableCandidate } from "./detect/contract.js";
import type { BBox, Cell, Ruling, Word } from "./types.js";
import { cellConfidences } from "./confidence/cell-confidence.js";
import { buildGridCells } from "./lattice/grid-cells.js";
import { buildGridLines } from "./lattice/grid-lines.js";
import { DEFAULT_LATTICE_TOLERANCES } from "./lattice/settings.js";
import { openDocument } from "./reader/open-document.js";
import { readPage } from "./reader/read-page.js";
import { buildRulings } from "./reader/rulings.js";
import { ruledTablePdf } from "./testing/fixtures.js";
import { findColumns } from "./stream/columns.js";
import { buildLines } from "./stream/lines.js";
import { detectStream } from "./stream/index.js";
import { pageInput, phrase } from "./stream/synthetic-page.js";
import { buildLines as buildTextLines } from "./text/lines.js";
import type { Glyph } from "./types.js";
import type { FrameWord } from "./stream/model.js";
import { rulesAcross, stripesAcross } from "./stream/rules.js";
import { splitSegments } from "./stream/segments.js";
import { DEFAULT_STREAM_SETTINGS } from "./stream/settings.js";
import { splitSideBySide } from "./stream/side-by-side.js";
import { detectHeader } from "./stream/header.js";
import { rowsPerLine } from "./stream/rows.js";
import { spanningHeadings, standsUnder } from "./stream/spanning-heading.js";
import { buildRegionTable } from "./stream/table.js";
import { titleBlockLines } from "./stream/title-block.js";
import { frameFor } from "./stream/frame.js";
import type { PathPointSink } from "./reader/path-points.js";

/** The sinks the page reader hands each drawn path's points to (the path reader's two ways in, wrapped to see them). */
const pathSinks = vi.hoisted((): PathPointSink[] => []);
vi.mock("./reader/path-points.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./reader/path-points.js")>();
  return {
    ...actual,
    sendPathPoints: (path: Parameters<typeof actual.sendPathPoints>[0], sink: PathPointSink) => {
      pathSinks.push(sink);
      actual.sendPathPoints(path, sink);
    },
    pathPointsFromMemory: (pointer: number, sink: PathPointSink) => {
      pathSinks.push(sink);
      return actual.pathPointsFromMemory(pointer, sink);
    },
  };
});

/*
 * Callbacks handed to array methods are module-level functions, not arrows written in the calling
 * function: such an arrow is a new closure on each call, and V8 keeps a callback's optimised code
 * only while a closure holding it lives, so once warm it was compiled again after each garbage
 * collection, which kept V8's compiler threads busy through a batch (bench/README.md, issue #17).
 */

const ARRAY_METHODS = ["sort", "filter", "some", "every", "forEach", "reduce", "find", "flatMap", "map"] as const;

/** The functions handed to array methods (and `Array.from`) while `run` runs. */
function callbacksPassed(run: () => unknown): Set<unknown> {
  const seen = new Set<unknown>();
  const proto = Array.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = ARRAY_METHODS.map((name) => [name, proto[name]!] as const);
  const from = Array.from;
  for (const [name, original] of originals)
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (typeof args[0] === "function") seen.add(args[0]);
      return original.apply(this, args);
    };
  Array.from = function (this: unknown, ...args: unknown[]) {
    if (typeof args[1] === "function") seen.add(args[1]);
    return (from as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Array.from;
  try {
    run();
  } finally {
    for (const [name, original] of originals) proto[name] = original;
    Array.from = from;
  }
  return seen;
}

/** The source of each callback `run` passes on a second call that it did not pass on the first: made anew per call. */
function madeAnew(run: () => unknown): string[] {
  const first = callbacksPassed(run);
  const second = callbacksPassed(run);
  expect(second.size).toBeGreaterThan(0);
  return [...second].filter((f) => !first.has(f)).map(String);
}

const box = (x0: number, y0: number, x1: number, y1: number): BBox => ({ x0, y0, x1, y1 });
const horizontal = (y: number, x0: number, x1: number): Ruling => ({
  orientation: "horizontal",
  x0,
  y0: y,
  x1,
  y1: y,
  width: 1,
});
const vertical = (x: number, y0: number, y1: number): Ruling => ({
  orientation: "vertical",
  x0: x,
  y0,
  x1: x,
  y1,
  width: 1,
});

/** A ruled grid of 3 x 3 slots, 100 x 20 pt each, one inner border left out (a spanning cell). */
function ruledGrid() {
  const horizontals = [horizontal(0, 0, 300), horizontal(20, 0, 300), horizontal(40, 0, 300), horizontal(60, 0, 300)];
  const verticals = [vertical(0, 0, 60), vertical(100, 20, 60), vertical(200, 0, 60), vertical(300, 0, 60)];
  return { horizontal: horizontals, vertical: verticals, bbox: box(0, 0, 300, 60) };
}

function frameWord(text: string, x0: number, y0: number, fontSize = 10): FrameWord {
  return { text, bbox: box(x0, y0, x0 + 6 * text.length, y0 + fontSize), fontSize, bold: false };
}

/** Four rows of two small tables side by side, with a wide gutter between them. */
function sideBySideWords(): FrameWord[] {
  const words: FrameWord[] = [];
  for (let r = 0; r < 4; r++) {
    const y = 100 + r * 14;
    words.push(frameWord(`Item${r}`, 50, y), frameWord(`${r}1`, 130, y), frameWord(`${r}2`, 180, y));
    words.push(frameWord(`Name${r}`, 330, y), frameWord(`${r}3`, 410, y), frameWord(`${r}4`, 460, y));
  }
  return words;
}

/**
 * A listing under a page heading (a report id, a title cut across the columns below, a date) set well apart
 * from a heading "Sales(kt)" over the columns "Q1" and "Q2" of a bold header, then four rows of figures.
 */
function listingWords(): FrameWord[] {
  const bold = (w: FrameWord): FrameWord => ({ ...w, bold: true });
  const words: FrameWord[] = [
    frameWord("R-27", 50, 40),
    frameWord("QUARTERLY", 120, 40),
    frameWord("SALES", 186, 40),
    frameWord("4/02/2015", 330, 40),
    bold(frameWord("Sales(kt)", 176, 80)),
    bold(frameWord("Region", 50, 94)),
    bold(frameWord("Q1", 170, 94)),
    bold(frameWord("Q2", 215, 94)),
    bold(frameWord("Note", 330, 94)),
  ];
  for (let r = 0; r < 4; r++) {
    const y = 112 + r * 14;
    words.push(frameWord(`Area${r}`, 50, y), frameWord(`${r}17`, 170, y), frameWord(`${r}42`, 215, y));
    words.push(frameWord(`n${r}`, 330, y));
  }
  return words;
}

/** Lines and segments of a two-column region: short labels beside short phrases. */
function twoColumnRegion() {
  const settings = DEFAULT_STREAM_SETTINGS;
  const words: FrameWord[] = [];
  for (let r = 0; r < 4; r++)
    words.push(
      frameWord(`Label${r}`, 50, 100 + r * 14),
      frameWord("some", 200, 100 + r * 14),
      frameWord("thing", 230, 100 + r * 14),
    );
  const lines = buildLines(words, settings);
  return { lines, segmentsByLine: lines.map((line, i) => splitSegments(line, i, settings)) };
}

describe("callbacks made once, not on each call", () => {
  it("lattice grid lines and cells", () => {
    const component = ruledGrid();
    expect(madeAnew(() => buildGridCells(buildGridLines(component, DEFAULT_LATTICE_TOLERANCES)))).toEqual([]);
  });

  it("rulings from drawn segments", () => {
    const segments = [
      { ...horizontal(10, 0, 50), grey: 0 },
      { ...horizontal(10.3, 52, 100), grey: 0 },
      { ...vertical(0, 0, 40), grey: 0 },
      { ...vertical(100, 0, 40), grey: 0 },
    ];
    expect(madeAnew(() => buildRulings(segments, 200, 200))).toEqual([]);
  });

  it("cell confidences", () => {
    const cell = (text: string, b: BBox): Cell => ({ text, bbox: b, rowSpan: 1, colSpan: 1 });
    const word = (text: string, b: BBox): Word => ({
      text,
      bbox: b,
      glyphs: [],
      fontSize: 10,
      bold: false,
      direction: 0,
    });
    const rows = [0, 1, 2].map((r) => [
      cell(`Name${r}`, box(0, r * 20, 100, r * 20 + 20)),
      cell(`${r}00`, box(100, r * 20, 200, r * 20 + 20)),
    ]);
    const words = [0, 1, 2].flatMap((r) => [
      word(`Name${r}`, box(5, r * 20 + 5, 40, r * 20 + 15)),
      word(`${r}00`, box(175, r * 20 + 5, 195, r * 20 + 15)),
    ]);
    const evidence = { rulingCoverage: 0, alignmentResidual: 0, emptyCellRatio: 0, rowCount: 3, columnCount: 2 };
    const table: TableCandidate = { bbox: box(0, 0, 200, 60), rows, method: "stream", headerRows: 0, evidence };
    const rulings = [vertical(100, 0, 60), horizontal(20, 0, 200), vertical(30, 0, 60)];
    expect(madeAnew(() => cellConfidences(table, 0.9, words, rulings))).toEqual([]);
  });

  it("stream columns, rules and stripes, side-by-side tables", () => {
    const settings = DEFAULT_STREAM_SETTINGS;
    const lines = buildLines(sideBySideWords(), settings);
    const segmentsByLine = lines.map((line, i) => splitSegments(line, i, settings));
    const region = box(50, 100, 500, 156);
    const rules = [
      { y: 98, x0: 40, x1: 220 },
      { y: 158, x0: 40, x1: 220 },
      { y: 98, x0: 320, x1: 500 },
      { y: 158, x0: 320, x1: 500 },
    ];
    const shades = [box(50, 114, 500, 124), box(50, 142, 500, 152)];
    expect(madeAnew(() => findColumns(segmentsByLine.flat(), lines.length, settings))).toEqual([]);
    expect(madeAnew(() => rulesAcross(region, rules, 10, settings))).toEqual([]);
    expect(madeAnew(() => stripesAcross(region, shades, 10, settings))).toEqual([]);
    expect(madeAnew(() => splitSideBySide({ lines, segmentsByLine }, rules, settings))).toEqual([]);
    // Split at the gutter of the page's prose columns instead: each side searched again as a column.
    const pageGutters = [{ x0: 200, x1: 330 }];
    expect(madeAnew(() => splitSideBySide({ lines, segmentsByLine }, [], settings, pageGutters))).toEqual([]);
  });

  it("stream page headings, spanning headings, header rows and the not-a-list test", () => {
    const settings = DEFAULT_STREAM_SETTINGS;
    const lines = buildLines(listingWords(), settings);
    const segmentsByLine = lines.map((line, i) => splitSegments(line, i, settings));
    expect(madeAnew(() => titleBlockLines(lines, segmentsByLine, 0, lines.length - 1, settings))).toEqual([]);
    // Rows one per line: the page heading, "Sales" over "Q1" and "Q2", the bold header, the figures.
    const layout = findColumns(segmentsByLine.flat(), lines.length, settings);
    const rows = rowsPerLine(lines, layout.placements, layout.columns.length);
    const headings = () => spanningHeadings(rows.slice(1, 2), rows.slice(2));
    expect(headings()).toHaveLength(1);
    expect(standsUnder(rows[2]!, headings())).toBe(true);
    const header = () => [standsUnder(rows[2]!, headings()), detectHeader(rows.slice(1), [], settings)];
    expect(madeAnew(header)).toEqual([]);
    // Two columns: the region is asked whether it is a list, a legend or a table of contents.
    const twoColumns = twoColumnRegion();
    const input = {
      ...twoColumns,
      frame: frameFor(0, 612, 792),
      rules: [],
      verticals: [],
      shades: [],
      forced: false,
    };
    // The region's other stages still make others per call (rows, gaps): only the list tests' are checked here.
    const fromStructure = (f: string) => f.includes("p.col") || f.includes("p.segment");
    expect(madeAnew(() => buildRegionTable(input, settings)).filter(fromStructure)).toEqual([]);
  });

  it("stream rows: segments of one cell put in order", () => {
    const settings = DEFAULT_STREAM_SETTINGS;
    const lines = buildLines(listingWords(), settings);
    const segmentsByLine = lines.map((line, i) => splitSegments(line, i, settings));
    // the first line's segments, right to left, all placed in one cell: the sort runs
    const placements = [...segmentsByLine[0]!].reverse().map((segment) => ({ segment, col: 0, span: 1 }));
    expect(placements.length).toBeGreaterThan(1);
    expect(madeAnew(() => rowsPerLine(lines, placements, 2))).toEqual([]);
  });

  it("text lines from glyphs out of reading order", () => {
    // each word's letters from right to left, the lines from bottom to top: both sorts run
    const glyphs: Glyph[] = [];
    for (const [row, y] of [100, 130, 160].entries())
      for (let i = 4; i >= 0; i--)
        glyphs.unshift({
          text: String.fromCharCode(97 + row + i),
          bbox: box(50 + i * 6, y - 8, 55.5 + i * 6, y + 2),
          fontSize: 10,
          fontName: "Helvetica",
          bold: false,
          direction: 0,
        });
    glyphs.reverse();
    expect(madeAnew(() => buildTextLines(glyphs))).toEqual([]);
  });

  it("the stream detector's page words outside excluded areas", () => {
    const words = [0, 1, 2, 3].flatMap((r) => [
      ...phrase(`Item ${r}`, 72, 100 + r * 14),
      ...phrase(String(r * 7), 200, 100 + r * 14),
    ]);
    const input = { ...pageInput(words), exclude: [box(60, 90, 100, 104)] };
    // the detector as a whole still makes others per call (stages not yet moved to module level)
    expect(madeAnew(() => detectStream(input)).filter((f) => f.includes("exclude"))).toEqual([]);
  });

  it("the page reader's path walkers", () => {
    const bytes = ruledTablePdf().bytes;
    /** The methods the points of each drawn path and clip are sent to while a page is read. */
    const walkerMethods = (): Set<unknown> => {
      pathSinks.length = 0;
      const opened = openDocument(bytes);
      try {
        readPage(opened.doc, 1);
      } finally {
        opened.close();
      }
      const seen = new Set<unknown>();
      for (const sink of pathSinks)
        for (const m of [sink.moveTo, sink.lineTo, sink.curveTo, sink.closePath]) seen.add(m);
      return seen;
    };
    const first = walkerMethods();
    const second = walkerMethods();
    expect(second.size).toBeGreaterThan(0);
    expect([...second].filter((m) => !first.has(m)).map(String)).toEqual([]);
  });
});
