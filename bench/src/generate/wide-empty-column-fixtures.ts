import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { L, R } from "./sample-tables.js";

/** A parts listing: short descriptions, so a description column drawn wide leaves a large empty gap after them. */
const PARTS: string[][] = [
  ["P-1040", "Hex bolt M8", "120", "0.35"],
  ["P-1047", "Washer 8 mm", "400", "0.04"],
  ["P-1054", "Lock nut M8", "150", "0.22"],
  ["P-1061", "Bracket", "12", "4.80"],
  ["P-1068", "Hinge", "24", "3.15"],
  ["P-1075", "Cable tie", "1,000", "0.02"],
  ["P-1082", "Grommet", "60", "0.45"],
  ["P-1089", "Spring clip", "75", "0.60"],
];

const listing = (style: TableSpec["style"]): TableSpec => ({
  headerRows: 1,
  style,
  align: [L, L, R, R],
  // The description column drawn far wider than its text, as a form or a template fixes it.
  colWidths: [64, 290, 56, 64],
  rows: [["Part no.", "Description", "Qty", "Price"], ...PARTS],
});

/** Six columns, the third drawn wide: three columns each side of the widest gap. */
const sixColumns: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, L, L, R, R, R],
  colWidths: [60, 96, 180, 48, 56, 64],
  rows: [
    ["Part no.", "Description", "Finish", "Qty", "Price", "Amount"],
    ["P-1040", "Hex bolt M8", "Zinc", "120", "0.35", "42.00"],
    ["P-1047", "Washer 8 mm", "Plain", "400", "0.04", "16.00"],
    ["P-1054", "Lock nut M8", "Zinc", "150", "0.22", "33.00"],
    ["P-1061", "Bracket", "Painted", "12", "4.80", "57.60"],
    ["P-1068", "Hinge", "Brass", "24", "3.15", "75.60"],
    ["P-1075", "Cable tie", "Black", "1,000", "0.02", "20.00"],
    ["P-1082", "Grommet", "Rubber", "60", "0.45", "27.00"],
  ],
};

/** Probes for one table whose column is drawn much wider than its text (`wide_empty_column`): one table, never two. */
export const wideColumnFixtures: Fixture[] = [
  {
    name: "gen_wide_empty_column_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "wide_empty_column",
    notes:
      "One unruled four-column parts listing whose description column is drawn far wider than its text: the widest gap has two columns each side. One table.",
    build: async () => flowPdf([{ blocks: [{ title: "Parts on order" }, { table: listing("borderless") }] }]),
  },
  {
    name: "gen_wide_empty_column_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "wide_empty_column",
    notes: "The same listing ruled booktabs-style, every rule across the whole width. One table.",
    build: async () => flowPdf([{ blocks: [{ title: "Parts on order" }, { table: listing("booktabs") }] }]),
  },
  {
    name: "gen_wide_empty_column_six_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "wide_empty_column",
    notes:
      "Six unruled columns, the third (a finish) drawn wide: three columns each side of the widest gap. One table.",
    build: async () => flowPdf([{ blocks: [{ title: "Parts on order" }, { table: sixColumns }] }]),
  },
];
