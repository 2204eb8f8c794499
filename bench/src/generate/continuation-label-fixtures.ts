import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { L, R } from "./sample-tables.js";

/** Sales by region and channel: the region written once, on its group's first row, blank on the rows that continue it. */
const ROWS: string[][] = [
  ["North", "Online", "1,204", "1,310", "8.8"],
  ["", "Retail", "3,877", "3,702", "-4.5"],
  ["", "Wholesale", "912", "1,045", "14.6"],
  ["South", "Online", "2,018", "2,290", "13.5"],
  ["", "Retail", "4,415", "4,380", "-0.8"],
  ["East", "Online", "655", "720", "9.9"],
  ["", "Retail", "1,940", "1,988", "2.5"],
  ["", "Wholesale", "407", "388", "-4.7"],
  ["", "Export", "96", "141", "46.9"],
  ["West", "Retail", "2,733", "2,801", "2.5"],
];

const spec = (style: TableSpec["style"], twoLevelStub: boolean): TableSpec => ({
  headerRows: 1,
  style,
  align: [L, L, R, R, R],
  rows: [
    ["Region", "Channel", "2023", "2024", "Change (%)"],
    ...(twoLevelStub ? ROWS : ROWS.map((r, i) => (i === 3 ? ["South", "Online", "2,018", "", ""] : r))),
  ],
});

/** Probes for a first column left blank on rows that continue the label above (`continuation_labels`). */
export const continuationLabelFixtures: Fixture[] = [
  {
    name: "gen_continuation_labels_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "continuation_labels",
    notes:
      "No rulings; the region written once on its group's first row, the first column blank on the rows that continue it.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Sales by region and channel" }, { table: spec("borderless", true) }] }]),
  },
  {
    name: "gen_continuation_labels_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "continuation_labels",
    notes: "Booktabs; the same, one row with its last two figures blank.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Sales by region and channel" }, { table: spec("booktabs", false) }] }]),
  },
];
