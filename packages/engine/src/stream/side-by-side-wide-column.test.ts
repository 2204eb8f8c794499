import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

const PARTS = [
  ["P-1040", "Hex bolt M8", "120", "0.35"],
  ["P-1047", "Washer 8 mm", "400", "0.04"],
  ["P-1054", "Lock nut M8", "150", "0.22"],
  ["P-1061", "Bracket", "12", "4.80"],
  ["P-1068", "Hinge", "24", "3.15"],
  ["P-1075", "Cable tie", "1,000", "0.02"],
];
const HEADER = ["Part no.", "Description", "Qty", "Price"];

/** A parts listing (9 pt, rows 17 pt apart): part number at `x`, description 60 pt right, Qty and Price right-aligned at `qty` and `price`. */
function listing(rows: string[][], x: number, qty: number, price: number, y = 120): Word[] {
  return [HEADER, ...rows].flatMap((r, i) => {
    const base = y + i * 17;
    return [
      ...phrase(r[0]!, x, base, 9),
      ...phrase(r[1]!, x + 60, base, 9),
      ...phraseRight(r[2]!, qty, base, 9),
      ...phraseRight(r[3]!, price, base, 9),
    ];
  });
}

describe("one table with a column drawn far wider than its text", () => {
  it("keeps a listing whole whose description column leaves the widest gap, two columns each side", () => {
    // Descriptions end by x = 170, quantities start past x = 420: the widest gap by far, two columns
    // each side, but part numbers and descriptions left against quantities and prices right.
    const out = detectStream(pageInput(listing(PARTS, 60, 460, 530)));
    expect(out.tables).toHaveLength(1);
    const rows = texts(out.tables[0]!.rows);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toContainEqual(["P-1075", "Cable tie", "1,000", "0.02"]);
  });

  it("still parts two halves of one listing set side by side, the header repeated over each", () => {
    // The same kind of table each side: the same header words, the same kinds of cells.
    const words = [...listing(PARTS.slice(0, 3), 40, 200, 260), ...listing(PARTS.slice(3), 330, 490, 550)];
    const out = detectStream(pageInput(words));
    expect(out.tables).toHaveLength(2);
    for (const t of out.tables) expect(texts(t.rows)[0]).toEqual(HEADER);
  });
});

const TASKS = [
  ["Backup", "Nightly copy of files", "J. Ortiz", "Active"],
  ["Patching", "System updates", "M. Chen", "Active"],
  ["Printers", "Replace toner", "A. Novak", "Paused"],
  ["Licences", "Renew office seats", "R. Patel", "Open"],
  ["Laptops", "Hand out the batch", "S. Moreau", "Done"],
  ["Network", "Survey floor two", "K. Berg", "Open"],
];
const TASK_HEADER = ["Name", "Description", "Owner", "Status"];

/**
 * A register of text columns only (9 pt, rows 17 pt apart): name at x = 60, description at 130 (its column drawn
 * far wider than its text), owner at 440, status at 500. `wrap` carries a description on to a line 11 pt below.
 */
function register(rows: string[][], wrap: Record<number, string> = {}): Word[] {
  let y = 120;
  const words: Word[] = [];
  for (const [i, r] of [TASK_HEADER, ...rows].entries()) {
    words.push(...phrase(r[0]!, 60, y, 9), ...phrase(r[1]!, 130, y, 9));
    words.push(...phrase(r[2]!, 440, y, 9), ...phrase(r[3]!, 500, y, 9));
    const more = wrap[i];
    if (more) words.push(...phrase(more, 130, y + 11, 9));
    y += more ? 28 : 17;
  }
  return words;
}

/** Two word lists of two text columns each, at x = 60 and x = 330, rows 17 pt apart from y = 120. */
function twoLists(left: string[][], right: string[][]): Word[] {
  const at = (rows: string[][], x: number) =>
    rows.flatMap((r, i) => [...phrase(r[0]!, x, 120 + i * 17, 9), ...phrase(r[1]!, x + 80, 120 + i * 17, 9)]);
  return [...at(left, 60), ...at(right, 330)];
}

describe("one table all of whose columns hold text, one drawn far wider than its text", () => {
  it("keeps the register whole: one header line over both sides, every row level on both to the same end", () => {
    // Two text columns each side of the widest gap: the kinds agree, but the header words do not repeat and
    // no side runs on past the other.
    const out = detectStream(pageInput(register(TASKS)));
    expect(out.tables).toHaveLength(1);
    const rows = texts(out.tables[0]!.rows);
    expect(rows[0]).toEqual(TASK_HEADER);
    expect(rows).toContainEqual(["Laptops", "Hand out the batch", "S. Moreau", "Done"]);
  });

  it("keeps it whole when descriptions wrap onto a second line, the last row's too", () => {
    const out = detectStream(pageInput(register(TASKS, { 2: "and log it", 6: "and the annex" })));
    expect(out.tables).toHaveLength(1);
    expect(texts(out.tables[0]!.rows)[0]).toEqual(TASK_HEADER);
  });

  it("still parts two text lists side by side when one runs on past the other", () => {
    const left = [
      ["Term", "Meaning"],
      ["Backlog", "Not started"],
      ["Blocker", "Stops work"],
      ["Sprint", "Two weeks"],
      ["Story", "One piece"],
    ];
    const right = [
      ["Site", "City"],
      ["Depot", "Leeds"],
      ["Store", "Hull"],
    ];
    const out = detectStream(pageInput(twoLists(left, right)));
    expect(out.tables).toHaveLength(2);
    expect(out.tables.map((t) => texts(t.rows)[0])).toEqual([
      ["Term", "Meaning"],
      ["Site", "City"],
    ]);
  });
});

const STAFF = [
  ["Name", "Department"],
  ["J. Ortiz", "Facilities"],
  ["M. Chen", "Finance"],
  ["A. Novak", "Legal"],
  ["R. Patel", "Research"],
  ["S. Moreau", "Sales"],
  ["K. Berg", "Support"],
  ["L. Duval", "Marketing"],
  ["T. Okafor", "Logistics"],
  ["H. Sato", "Training"],
  ["E. Brandt", "Purchasing"],
  ["P. Costa", "Security"],
];
const ROOMS = [
  ["Room", "Floor"],
  ["Atrium", "Ground"],
  ["Boardroom", "Fourth"],
  ["Library", "Second"],
  ["Studio", "Basement"],
  ["Terrace", "Roof"],
  ["Workshop", "First"],
  ["Lounge", "Third"],
];

/** A list of two text columns (9 pt, 80 pt apart) at `x`, its bold header line at `y`, rows `pitch` pt apart. */
function textList(rows: string[][], x: number, y: number, pitch: number): Word[] {
  return rows.flatMap((r, i) => [
    ...phrase(r[0]!, x, y + i * pitch, 9, i === 0),
    ...phrase(r[1]!, x + 80, y + i * pitch, 9, i === 0),
  ]);
}

describe("two text-only tables side by side whose rows lie on different lines", () => {
  // Each under its own header, every column text, the gap between them the widest: the kinds agree as for one
  // table with a wide column, but one table's rows share their baselines across it and these do not.
  const parts = (words: Word[]) => detectStream(pageInput(words)).tables.map((t) => texts(t.rows));

  it("parts them when their rows are set at different pitches, the headers level", () => {
    const tables = parts([...textList(STAFF, 60, 120, 14), ...textList(ROOMS, 330, 120, 18)]);
    expect(tables).toEqual([STAFF, ROOMS]);
  });

  it("parts them when both start and end level, only the rows between on different lines", () => {
    // 11 gaps of 14 pt on the left, 7 of 22 pt on the right: both span 154 pt.
    const tables = parts([...textList(STAFF, 60, 120, 14), ...textList(ROOMS, 330, 120, 22)]);
    expect(tables).toEqual([STAFF, ROOMS]);
  });

  it("parts them at one pitch when one is set half a row lower, each row between two of the other's", () => {
    const tables = parts([...textList(STAFF.slice(0, 8), 60, 120, 17), ...textList(ROOMS, 330, 128.5, 17)]);
    expect(tables).toEqual([STAFF.slice(0, 8), ROOMS]);
  });

  it("parts them when rows lie only a little more than a baseline's tolerance apart", () => {
    const tables = parts([...textList(STAFF.slice(0, 8), 60, 120, 17), ...textList(ROOMS, 330, 122, 17)]);
    expect(tables).toEqual([STAFF.slice(0, 8), ROOMS]);
  });

  it("keeps them one table when every row shares its baseline across the gap, under one header line", () => {
    // Geometry alone cannot tell this from one table with a wide column: the same baselines, the same end.
    const tables = parts([...textList(STAFF.slice(0, 8), 60, 120, 17), ...textList(ROOMS, 330, 120, 17)]);
    expect(tables).toHaveLength(1);
    expect(tables[0]![0]).toEqual(["Name", "Department", "Room", "Floor"]);
  });
});
