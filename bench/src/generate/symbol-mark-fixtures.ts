import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { PROSE } from "./prose.js";

const C = "center" as const;
const L = "left" as const;

/**
 * Marks as ZapfDingbats prints them: the code drawn, the character a reader should get, and the number of the
 * glyph's name (`a20` for ✔), which is what MuPDF's text extraction reports for such a glyph.
 */
const MARKS = {
  heavyCheck: { dingbat: "4", text: "\u2714", nameNumber: 20 },
  check: { dingbat: "3", text: "\u2713", nameNumber: 19 },
  heavyCross: { dingbat: "8", text: "\u2718", nameNumber: 24 },
  cross: { dingbat: "7", text: "\u2717", nameNumber: 23 },
  disc: { dingbat: "l", text: "\u25cf", nameNumber: 71 },
  square: { dingbat: "n", text: "\u25a0", nameNumber: 73 },
} as const;

/** What MuPDF's own text extraction reads for each mark drawn (its glyph name's number as a code point) -> the mark. */
export const DINGBAT_READINGS: ReadonlyMap<string, string> = new Map(
  Object.values(MARKS).map((m) => [String.fromCharCode(m.nameNumber), m.text]),
);

type Mark = keyof typeof MARKS;

/** Features down the side, one mark per plan (y yes, n no, p partly, blank nothing). */
const FEATURES: Array<[string, string]> = [
  ["Single sign-on", "yyyy"],
  ["Audit log", "nnyy"],
  ["Custom domains", "npyy"],
  ["Priority support", "nnpy"],
  ["Data export", "yyyy"],
  ["API access", "nppy"],
  ["Sandbox", "nnny"],
  ["Usage reports", "pyyy"],
];

/** A feature matrix whose marks are symbol-font codes; `blankNo` leaves a "no" cell empty instead of a cross. */
function matrix(style: TableSpec["style"], yes: Mark, no: Mark, partly: Mark, blankNo = false): TableSpec {
  const cell = (flag: string): SpecCell | string => {
    if (flag === "n" && blankNo) return "";
    const { dingbat, text } = MARKS[flag === "y" ? yes : flag === "n" ? no : partly];
    return { dingbat, text };
  };
  return {
    headerRows: 1,
    style,
    align: [L, C, C, C, C],
    colWidths: style === "borderless" ? [150, 62, 62, 62, 62] : undefined,
    rows: [
      ["Feature", "Free", "Team", "Business", "Enterprise"],
      ...FEATURES.map(([name, flags]) => [name, ...[...flags].map(cell)]),
    ],
  };
}

function markCell(mark: Mark): SpecCell {
  const { dingbat, text } = MARKS[mark];
  return { dingbat, text };
}

/** Inspection results: a mark per check and a remark, some marks beside text in other columns. */
function inspection(style: TableSpec["style"]): TableSpec {
  const rows: Array<[string, string, Mark, Mark | "", string]> = [
    ["Fire exits", "Ground floor", "heavyCheck", "", "Clear"],
    ["Extinguishers", "All floors", "heavyCheck", "heavyCheck", "Serviced May 2024"],
    ["Alarm test", "Panel A", "heavyCross", "heavyCheck", "Repaired on site"],
    ["Emergency lights", "Stairwells", "heavyCheck", "", "Two bulbs replaced"],
    ["First aid kits", "Kitchen", "heavyCross", "heavyCross", "Order placed"],
    ["Signage", "Car park", "heavyCheck", "", ""],
  ];
  return {
    headerRows: 1,
    style,
    align: [L, L, C, C, L],
    rows: [
      ["Check", "Location", "Passed", "Retest", "Remarks"],
      ...rows.map(([a, b, c, d, e]) => [a, b, markCell(c), d ? markCell(d) : "", e]),
    ],
  };
}

/**
 * Probes for check marks printed from a symbol font (`symbol_marks`): ZapfDingbats codes ("4", "8") whose glyphs
 * are marks, as office suites print a tick picked from a symbol font. The expected text is each mark's Unicode
 * character, which the font's glyph names give.
 */
export const symbolMarkFixtures: Fixture[] = [
  {
    name: "gen_symbol_marks_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "symbol_marks",
    notes: "Fully ruled feature matrix whose cells hold a ✔, ✘ or ● drawn from ZapfDingbats (codes '4', '8', 'l').",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Plans compared" },
            { table: matrix("ruled", "heavyCheck", "heavyCross", "disc") },
            { prose: PROSE },
          ],
        },
      ]),
  },
  {
    name: "gen_symbol_marks_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "symbol_marks",
    notes:
      "Unruled feature matrix: a ✓ or ■ from ZapfDingbats (codes '3', 'n') in some cells, nothing where a plan lacks the feature; prose above.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Plans compared" },
            { prose: PROSE },
            { table: matrix("borderless", "check", "cross", "square", true) },
          ],
        },
      ]),
  },
  {
    name: "gen_symbol_marks_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "symbol_marks",
    notes: "Booktabs feature matrix: a ✓, ✗ or ● from ZapfDingbats (codes '3', '7', 'l') in every plan cell.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Plans compared" }, { table: matrix("booktabs", "check", "cross", "disc") }] }]),
  },
  {
    name: "gen_symbol_marks_inspection_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "symbol_marks",
    notes:
      "Unruled inspection list: text columns beside two mark columns (✔ or ✘ from ZapfDingbats, the second often blank) and a remarks column.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Site inspection" }, { table: inspection("borderless") }, { prose: PROSE }] }]),
  },
];
