import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import type { FrameLine } from "./model.js";
import type { RowDraft } from "./rows.js";
import { joinStackedHeader } from "./stacked-header.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** Four body rows at a 16 pt pitch: a city, then three right-aligned figures. */
function body(y0: number, labels = ["Oslo", "Bergen", "Tromso", "Bodo"]): Word[] {
  return labels.flatMap((n, i) => {
    const y = y0 + i * 16;
    return [
      ...phrase(n, 72, y),
      ...phraseRight(String(600 + i), 200, y),
      ...phraseRight(String(70 + i), 260, y),
      ...phraseRight(`${i + 1}.5`, 320, y),
    ];
  });
}

describe("stacked header lines", () => {
  it("joins a two-line header whose short cells sit on the bottom line", () => {
    const header = [
      ...phraseRight("Halt", 200, 100),
      ...phraseRight("Under 18", 260, 100),
      ...phrase("City", 72, 110), // bottom aligned: one line only
      ...phraseRight("stations", 200, 110),
      ...phraseRight("years", 260, 110),
      ...phraseRight("Share", 320, 110),
    ];
    const t = detectStream(pageInput([...header, ...body(127)])).tables[0]!;
    expect(texts(t.rows)).toHaveLength(5);
    expect(texts(t.rows)[0]).toEqual(["City", "Halt\nstations", "Under 18\nyears", "Share"]);
  });

  it("joins a three-line header with cells of one, two and three lines", () => {
    const header = [
      ...phraseRight("Number", 200, 100),
      ...phraseRight("of", 200, 111),
      ...phraseRight("Under", 260, 111), // two lines, bottom aligned
      ...phrase("City", 72, 111), // one line, centred
      ...phraseRight("stations", 200, 122),
      ...phraseRight("18 years", 260, 122),
      ...phraseRight("Share", 320, 122), // one line, bottom aligned
    ];
    const t = detectStream(pageInput([...header, ...body(140)])).tables[0]!;
    expect(texts(t.rows)).toHaveLength(5);
    expect(texts(t.rows)[0]).toEqual(["City", "Number\nof\nstations", "Under\n18 years", "Share"]);
  });

  it("leaves a label wrapped over its figures in the body, under a stacked header", () => {
    const header = [
      ...phraseRight("Halt", 200, 100),
      ...phraseRight("Under 18", 260, 100),
      ...phrase("City", 72, 110),
      ...phraseRight("stations", 200, 110),
      ...phraseRight("years", 260, 110),
      ...phraseRight("Share", 320, 110),
    ];
    // The first body row's label starts a line above its figures (figures set bottom-aligned).
    const wrapped = [...phrase("Greater", 72, 127), ...body(137, ["Oslo area", "Bergen", "Tromso", "Bodo"])];
    const grid = texts(detectStream(pageInput([...header, ...wrapped])).tables[0]!.rows);
    expect(grid[0]).toEqual(["City", "Halt\nstations", "Under 18\nyears", "Share"]);
    expect(grid[1]![0]).toContain("Greater");
    expect(grid.slice(1).every((r) => r.some((c) => c && /\d/.test(c)))).toBe(true);
  });

  it("leaves header lines apart when they sit as far apart as body rows", () => {
    const header = [
      ...phraseRight("Halt", 200, 95),
      ...phrase("City", 72, 111),
      ...phraseRight("stations", 200, 111),
      ...phraseRight("Share", 320, 111),
    ];
    const t = detectStream(pageInput([...header, ...body(127)])).tables[0]!;
    expect(texts(t.rows)).toHaveLength(6);
  });

  it("leaves the lines of a header under a heading that spans columns", () => {
    const header = [
      ...phrase("Residents by group", 175, 90),
      ...phraseRight("Halt", 200, 100),
      ...phraseRight("Under 18", 260, 100),
      ...phrase("City", 72, 110),
      ...phraseRight("stations", 200, 110),
      ...phraseRight("years", 260, 110),
      ...phraseRight("Share", 320, 110),
    ];
    const t = detectStream(pageInput([...header, ...body(127)])).tables[0]!;
    expect(texts(t.rows)).toHaveLength(7);
  });

  it("leaves a header whose one-line cells sit half a line between the others (interleaved lines)", () => {
    const header = [
      ...phraseRight("Halt", 200, 100),
      ...phraseRight("Under 18", 260, 100),
      ...phrase("City", 72, 107), // centred between the two lines, overlapping both
      ...phraseRight("Share", 320, 107),
      ...phraseRight("stations", 200, 114),
      ...phraseRight("years", 260, 114),
    ];
    const t = detectStream(pageInput([...header, ...body(131)])).tables[0]!;
    expect(texts(t.rows)).toHaveLength(7);
  });
});

/** Line rows by hand: each line a baseline and its cells' texts by column ("" = empty). */
function lineRows(spec: [number, string[]][]): { rows: RowDraft[]; lines: FrameLine[] } {
  const lines: FrameLine[] = spec.map(([y]) => ({
    words: [],
    bbox: { x0: 0, x1: 300, y0: y - 10, y1: y },
    fontSize: 10,
    baseline: y,
  }));
  const rows: RowDraft[] = spec.map(([y, cells], line) => ({
    lines: [line],
    cells: cells.map((text) =>
      text
        ? { segments: [{ words: [], bbox: { x0: 0, x1: 10, y0: y - 10, y1: y }, text, bold: false, line }], span: 1 }
        : undefined,
    ),
    y0: y - 10,
    y1: y,
  }));
  return { rows, lines };
}

describe("joinStackedHeader", () => {
  const body: [number, string[]][] = [
    [127, ["Oslo", "600", "70", "1.5"]],
    [143, ["Bergen", "601", "71", "2.5"]],
    [159, ["Tromso", "602", "72", "3.5"]],
  ];

  it("joins two close lines of words over the figures", () => {
    const { rows, lines } = lineRows([
      [100, ["", "Halt", "Indian", ""]],
      [110, ["City", "stations", "Native", "Share"]],
      ...body,
    ]);
    expect(joinStackedHeader(rows, lines)).toHaveLength(4);
  });

  it("leaves them when the line above continues one of their cells (where the header row starts is unclear)", () => {
    const { rows, lines } = lineRows([
      [86, ["", "", "American", ""]],
      [100, ["", "Halt", "Indian", ""]],
      [110, ["City", "stations", "Native", "Share"]],
      ...body,
    ]);
    expect(joinStackedHeader(rows, lines)).toHaveLength(6);
  });
});
