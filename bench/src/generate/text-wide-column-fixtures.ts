import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { L } from "./sample-tables.js";

/** A task register: every column text, the descriptions short, so a description column drawn wide leaves a large gap. */
const TASKS: string[][] = [
  ["Backup", "Nightly copy of the file server", "J. Ortiz", "Active"],
  ["Patching", "Monthly operating system updates", "M. Chen", "Active"],
  ["Printers", "Replace toner and drums", "A. Novak", "Paused"],
  ["Licences", "Renew office suite seats", "R. Patel", "Open"],
  ["Laptops", "Hand out the spring batch", "S. Moreau", "Done"],
  ["Network", "Survey the second floor", "J. Ortiz", "Open"],
  ["Phones", "Move desk lines to VoIP", "K. Berg", "Active"],
  ["Badges", "Reissue visitor badges", "A. Novak", "Done"],
];

const register = (rows: Array<Array<string>>): TableSpec => ({
  headerRows: 1,
  style: "borderless",
  align: [L, L, L, L],
  // The description column drawn far wider than its text, as a template fixes it.
  colWidths: [70, 300, 72, 56],
  rows: [["Name", "Description", "Owner", "Status"], ...rows],
});

/** Some descriptions run to a second line inside their cell, the other cells of the row on its first line. */
const WRAPPED = TASKS.map((r, i) => (i % 3 === 1 ? [r[0]!, `${r[1]!}\nand log the result`, r[2]!, r[3]!] : r));

/** Six text columns, the third drawn wide: three columns each side of the widest gap. */
const sixColumns: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, L, L, L, L, L],
  colWidths: [62, 58, 200, 66, 52, 50],
  rows: [
    ["Task", "Area", "Description", "Owner", "Team", "Status"],
    ["Backup", "IT", "Nightly file copy", "J. Ortiz", "Ops", "Active"],
    ["Audit", "Finance", "Check the ledgers", "M. Chen", "Risk", "Open"],
    ["Survey", "Facilities", "Measure floor two", "A. Novak", "Estates", "Done"],
    ["Training", "HR", "Fire drill refresher", "R. Patel", "People", "Open"],
    ["Renewal", "Legal", "Lease of the depot", "S. Moreau", "Legal", "Paused"],
    ["Upgrade", "IT", "New mail server", "K. Berg", "Ops", "Active"],
  ],
};

const GLOSSARY: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, L],
  rows: [
    ["Term", "Meaning"],
    ["Backlog", "Work not yet started"],
    ["Blocker", "Stops other work"],
    ["Owner", "Answers for the task"],
    ["Sprint", "Two weeks of work"],
    ["Story", "One piece of work"],
    ["Velocity", "Work done per sprint"],
  ],
};

const SITES: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, L],
  rows: [
    ["Site", "City"],
    ["Depot", "Leeds"],
    ["Head office", "York"],
    ["Store", "Hull"],
    ["Lab", "Ripon"],
  ],
};

/**
 * Two unrelated word lists of two text columns side by side on one portrait page, their rows level, the left one
 * longer; no prose, no rules. Two tables: the guard that text-only lists side by side still part.
 */
function twoLists(): BuiltFixture {
  const canvas = new PageCanvas({ width: 612, height: 792 });
  canvas.text(54, 67, "Team handbook", 13, "Helvetica-Bold");
  drawTable(canvas, GLOSSARY, 54, 90);
  drawTable(canvas, SITES, 340, 90);
  return {
    pdf: writePdf([canvas.page()]),
    tables: [
      { page: 1, cells: expectedGrid(GLOSSARY) },
      { page: 1, cells: expectedGrid(SITES) },
    ],
  };
}

/** Probes for one table of text columns only, one drawn far wider than its text (`text_wide_column`). */
export const textWideColumnFixtures: Fixture[] = [
  {
    name: "gen_text_wide_column_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_wide_column",
    notes:
      "One unruled register of four text columns (name, description, owner, status), the description column drawn far wider than its text: the widest gap has two text columns each side. One table.",
    build: async () => flowPdf([{ blocks: [{ title: "IT tasks" }, { table: register(TASKS) }] }]),
  },
  {
    name: "gen_text_wide_column_wrapped_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_wide_column",
    notes: "The same register with every third description wrapped onto a second line in its cell. One table.",
    build: async () => flowPdf([{ blocks: [{ title: "IT tasks" }, { table: register(WRAPPED) }] }]),
  },
  {
    name: "gen_text_wide_column_six_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_wide_column",
    notes:
      "Six unruled text columns, the third (a description) drawn wide: three text columns each side of the widest gap. One table.",
    build: async () => flowPdf([{ blocks: [{ title: "Open work" }, { table: sixColumns }] }]),
  },
  {
    name: "gen_text_lists_side_by_side",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_wide_column",
    notes:
      "Two unrelated unruled lists of two text columns side by side (term and meaning, seven rows; site and city, five rows), rows level. Two tables.",
    build: async () => twoLists(),
  },
];
