import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec, type TableStyle } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { L, R } from "./sample-tables.js";

/** Body type and table type in points. */
const BODY = 11;
const TABLE = 10;

/** An exhibit list for a court filing: four columns, the amounts right-aligned. */
const EXHIBITS: string[][] = [
  ["Exhibit", "Date", "Description", "Amount"],
  ["A", "03/14/2022", "Purchase order no. 4471", "12,480.00"],
  ["B", "04/02/2022", "Invoice for first delivery", "8,215.50"],
  ["C", "05/19/2022", "Notice of defective goods", "0.00"],
  ["D", "06/07/2022", "Credit memo from supplier", "-1,940.25"],
  ["E", "07/21/2022", "Replacement order no. 4610", "6,300.00"],
  ["F", "09/30/2022", "Final demand letter", "0.00"],
  ["G", "11/04/2022", "Statement of account", "25,055.25"],
];

/** Test results for a draft specification: a sample, three figure columns. */
const SAMPLES: string[][] = [
  ["Sample", "Load (kN)", "Strain (%)", "Cycles"],
  ["S-01", "12.5", "0.42", "10,000"],
  ["S-02", "14.0", "0.47", "9,200"],
  ["S-03", "15.5", "0.55", "8,100"],
  ["S-04", "17.0", "0.61", "6,950"],
  ["S-05", "18.5", "0.70", "5,400"],
  ["S-06", "20.0", "0.82", "3,800"],
  ["S-07", "21.5", "0.97", "2,100"],
  ["S-08", "23.0", "1.15", "900"],
];

const PLEADING_TEXT = [
  "Plaintiff Northwind Supply Company submits this declaration in support of its motion for summary judgment on the claim for the unpaid balance of the account. The exhibits listed below were produced by the defendant in discovery and are true and correct copies of the records kept in the ordinary course of business. Each amount is stated in United States dollars as it appears on the face of the document.",
];

const PLEADING_AFTER = [
  "The balance stated in Exhibit G reflects every payment and credit received through the date of the statement. Defendant has not disputed any entry on the statement, and no payment has been received since that date. Plaintiff therefore requests that the Court enter judgment in the amount of the balance, together with interest at the statutory rate from the date of the final demand, and costs of suit as allowed by law.",
];

const GUARD_TEXT = [
  "Plaintiff Northwind Supply Company alleges as follows. Plaintiff is a corporation organized under the laws of this state with its principal place of business in the county of Alameda. Defendant is a limited liability company doing business in this county. Venue is proper in this Court because the contract at issue was entered into and was to be performed in this county, and the obligation sued upon arose here.",
  "On or about March 14, 2022, Plaintiff and Defendant entered into a written agreement under which Plaintiff agreed to deliver industrial fasteners and Defendant agreed to pay for them within thirty days of delivery. Plaintiff delivered the goods as agreed and performed every condition required of it under the agreement, except those conditions that were excused by the conduct of Defendant or waived by Defendant in writing. Defendant accepted the goods and has failed to pay the amount due despite repeated demands for payment. There is now due and owing from Defendant to Plaintiff the sum of twenty-five thousand fifty-five dollars and twenty-five cents, together with interest at the legal rate from the date of the final demand.",
  "WHEREFORE, Plaintiff prays for judgment against Defendant for the sum stated above, for interest thereon at the legal rate, for costs of suit incurred herein, and for such other and further relief as the Court may deem just and proper. Plaintiff reserves the right to amend this complaint as discovery proceeds.",
];

const DRAFT_BEFORE = [
  "The specimens were cut from the same rolled sheet and conditioned at 23 degrees for forty-eight hours before testing. Each was loaded in tension at a constant rate until the strain gauge reading settled, and the load was then cycled between zero and the stated value until the first visible crack appeared at the notch root. The results for the eight specimens of the first series are given in the table below, in order of the load applied. Strain is the peak reading at the gauge; cycles are counted to the first crack, rounded to fifty.",
];

const DRAFT_AFTER = [
  "As the table shows, the number of cycles falls steeply once the load passes about eighteen kilonewtons, which agrees with the yield point measured on the reference coupons of the same sheet. The second series, described in the following section, repeats the test at a higher temperature to isolate the effect of the annealing step on the fatigue life of the joint. Specimens from the second series were cut across the grain of the sheet rather than along it, so that the influence of the rolling direction could be assessed as well. The remaining claims are directed to the method of preparing the specimens and to the apparatus used.",
  "What is claimed is a method of testing a joint in which the load is increased in steps of one and a half kilonewtons and the number of cycles to the first crack is recorded at each step, the steps being repeated until the joint fails or the strain at the gauge exceeds one and a half percent of the gauge length.",
];

/** A table whose rows are `pitch` pt apart, one row per line, in `TABLE` pt type. */
const spec = (rows: string[][], style: TableStyle, align: TableSpec["align"], pitch: number): TableSpec => ({
  headerRows: 1,
  style,
  align,
  fontSize: TABLE,
  padY: (pitch - TABLE * 1.25) / 2,
  rows,
});

/** The top of a table drawn by `drawTable` whose first row's baseline sits at `baseline`. */
const topFor = (table: TableSpec, baseline: number) => baseline - (table.padY ?? 3) - TABLE * 0.8;

/** Paragraphs broken into lines no wider than `width` at `size` pt, an empty line between paragraphs. */
function wrap(canvas: PageCanvas, paragraphs: string[], size: number, width: number): string[] {
  const lines: string[] = [];
  paragraphs.forEach((paragraph, p) => {
    if (p > 0) lines.push("");
    let line = "";
    for (const word of paragraph.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (line && canvas.measure(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  });
  return lines;
}

/** Lines of text at `x`, one on each line from `first` (an empty string leaves its line blank); the next line. */
function onLines(
  canvas: PageCanvas,
  lines: string[],
  x: number,
  size: number,
  first: number,
  baselineOf: (line: number) => number,
) {
  lines.forEach((text, i) => {
    if (text) canvas.text(x, baselineOf(first + i), text, size);
  });
  return first + lines.length;
}

/**
 * A page of legal pleading paper (Letter): the line numbers 1..28 right-aligned in the left margin, one per line
 * 24 pt apart, a double rule right of them and a single rule at the right margin, both the page's full height.
 * `draw` sets the body, one line of text on a numbered line, from x 80 to 545.
 */
function pleadingPage(draw: (canvas: PageCanvas, baselineOf: (line: number) => number) => void): PageCanvas {
  const canvas = new PageCanvas({ width: 612, height: 792 });
  const baselineOf = (line: number) => 48 + 24 * line;
  for (let n = 1; n <= 28; n++) {
    const label = String(n);
    canvas.text(58 - canvas.measure(label, BODY), baselineOf(n), label, BODY);
  }
  canvas.line(66, 0, 66, 792, 0.5);
  canvas.line(68.5, 0, 68.5, 792, 0.5);
  canvas.line(552, 0, 552, 792, 0.5);
  draw(canvas, baselineOf);
  return canvas;
}

const PLEADING_WIDTH = 465;

/**
 * A declaration on pleading paper: a bold title on line 1, a paragraph from line 3, a blank line, the exhibit list
 * (a header and seven rows) its rows `rowPitch` pt apart (24: one row per numbered line; less: single-spaced, the
 * rows drifting off the numbered lines), a blank line and a paragraph; the lines after it are numbered and empty.
 * The margin numbers are no cell: one table of four columns.
 */
function pleading(style: TableStyle, rowPitch = 24): BuiltFixture {
  const table = spec(EXHIBITS, style, [L, L, L, R], rowPitch);
  const canvas = pleadingPage((canvas, baselineOf) => {
    const title = "DECLARATION OF J. ORTIZ IN SUPPORT OF MOTION FOR SUMMARY JUDGMENT";
    canvas.text(80, baselineOf(1), title, BODY, "Helvetica-Bold");
    const first = onLines(canvas, wrap(canvas, PLEADING_TEXT, BODY, PLEADING_WIDTH), 80, BODY, 3, baselineOf) + 1;
    const drawn = drawTable(canvas, table, 76, topFor(table, baselineOf(first)));
    // the first numbered line a full line below the table's last row
    let after = first;
    while (baselineOf(after) < drawn.y1 + 24) after++;
    onLines(canvas, wrap(canvas, PLEADING_AFTER, BODY, PLEADING_WIDTH), 80, BODY, after, baselineOf);
  });
  return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(table) }] };
}

/**
 * A draft set at a 15 pt line pitch with every fifth line numbered (5, 10, 15 ...) right-aligned in the left
 * margin, no rule: a paragraph, the sample table (a header and eight rows, one per line, so that two of the
 * numbers stand level with its rows) and more paragraphs. One table of four columns.
 */
function everyFifth(style: TableStyle): BuiltFixture {
  const pitch = 15;
  const baselineOf = (line: number) => 60 + pitch * line;
  const canvas = new PageCanvas({ width: 612, height: 792 });
  for (let n = 5; n <= 45; n += 5) {
    const label = String(n);
    canvas.text(50 - canvas.measure(label, TABLE), baselineOf(n), label, TABLE);
  }
  const first = onLines(canvas, wrap(canvas, DRAFT_BEFORE, TABLE, 480), 72, TABLE, 1, baselineOf) + 1;
  const table = spec(SAMPLES, style, [L, R, R, R], pitch);
  drawTable(canvas, table, 68, topFor(table, baselineOf(first)));
  onLines(canvas, wrap(canvas, DRAFT_AFTER, TABLE, 480), 72, TABLE, first + SAMPLES.length + 1, baselineOf);
  return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(table) }] };
}

/** Probes for pages with line numbers down the margin (`line_numbers`): the numbers are page furniture. */
export const lineNumberFixtures: Fixture[] = [
  {
    name: "gen_line_numbers_pleading_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "line_numbers",
    notes:
      "Pleading paper: line numbers 1-28 in the left margin 24 pt apart beside a double rule, a title, prose, and an unruled four-column exhibit list whose rows fall on the numbered lines. One table; the numbers are no column.",
    build: async () => pleading("borderless"),
  },
  {
    name: "gen_line_numbers_pleading_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "line_numbers",
    notes:
      "The same pleading page with the exhibit list ruled on every boundary. One table; the margin numbers and rules are no part of it.",
    build: async () => pleading("ruled"),
  },
  {
    name: "gen_line_numbers_pleading_single_spaced",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "line_numbers",
    notes:
      "The same pleading page with the unruled exhibit list single-spaced (rows 14 pt apart against the numbers' 24), so its rows drift off the numbered lines, some level with a number and some between two. One table.",
    build: async () => pleading("borderless", 14),
  },
  {
    name: "gen_line_numbers_fifth_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "line_numbers",
    notes:
      "A draft at a 15 pt pitch, every fifth line numbered (5, 10, 15 ...) in the left margin, prose and a booktabs four-column sample table two of whose rows stand level with a number. One table.",
    build: async () => everyFifth("booktabs"),
  },
  {
    name: "gen_line_numbers_fifth_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "line_numbers",
    notes:
      "The same draft with the sample table unruled. One table; the numbers 10 and 15 beside its rows are no cells.",
    build: async () => everyFifth("borderless"),
  },
  {
    name: "gen_line_numbers_pleading_prose",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "line_numbers",
    notes:
      "The guard: pleading paper, numbers 1-28 beside a double rule, three paragraphs of prose from line 1 and nothing else. No table.",
    build: async () => {
      const canvas = pleadingPage((canvas, baselineOf) =>
        onLines(canvas, wrap(canvas, GUARD_TEXT, BODY, PLEADING_WIDTH), 80, BODY, 1, baselineOf),
      );
      return { pdf: writePdf([canvas.page()]), tables: [] };
    },
  },
];
