import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R, quarterly } from "./sample-tables.js";

/** Depots and four quarters, the kind of table a draft report carries. */
function depots(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R],
    rows: [["Depot", "Q1", "Q2", "Q3", "Q4"], ...quarterly(41, 12)],
  };
}

const label = (text: string): SpecCell => ({ text, bold: true });

/**
 * A form's grid of labelled boxes: a label cell beside its value, two pairs on a row or one value across the
 * rest of the row, as application and order forms are printed.
 */
function form(): TableSpec {
  return {
    headerRows: 0,
    style: "ruled",
    colWidths: [90, 150, 90, 150],
    rows: [
      [label("Surname"), "Ruiz", label("Given names"), "Ana Maria"],
      [label("Date of birth"), "14 May 1986", label("Reference"), "APP-2024-0117"],
      [label("Address"), { text: "22 Mill Lane, Bath BA2 3QT", colSpan: 3 }],
      [label("Phone"), "01225 448 901", label("Email"), "ana.ruiz@example.org"],
      [label("Employer"), { text: "Lakeside Dental Clinic", colSpan: 3 }],
      [label("Start date"), "01 Feb 2019", label("Hours a week"), "32"],
    ],
  };
}

/**
 * Probes for a watermark across a table (`watermark`): a large light "DRAFT" or "COPY" turned across the page
 * is no cell's text; and for a form's grid of label and value boxes (`form_grid`), read as a ruled table.
 */
export const watermarkFormFixtures: Fixture[] = [
  {
    name: "gen_watermark_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "watermark",
    notes: "A ruled table under a large light-grey 'DRAFT' turned 40 degrees across the middle of the page.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Deliveries by depot" },
            { prose: PROSE },
            { table: depots("ruled") },
            { watermark: "DRAFT" },
          ],
        },
      ]),
  },
  {
    name: "gen_watermark_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "watermark",
    notes: "An unruled table with a large light-grey 'DRAFT' turned 40 degrees across it; prose above.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Deliveries by depot" },
            { prose: PROSE },
            { table: depots("borderless") },
            { watermark: "DRAFT" },
          ],
        },
      ]),
  },
  {
    name: "gen_watermark_behind_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "watermark",
    notes:
      "A zebra-striped table drawn over a light 'COPY' turned across the page (the watermark drawn first, behind the table).",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { watermark: "COPY", size: 120, grey: 0.9 },
            { title: "Deliveries by depot" },
            { prose: PROSE },
            { table: depots("zebra") },
          ],
        },
      ]),
  },
  {
    name: "gen_form_grid_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "form_grid",
    notes:
      "A form's ruled grid of boxes: bold labels beside their values, two pairs on a row or one value spanning the rest of the row (address, employer); no header row.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Application for membership" }, { table: form() }, { prose: PROSE }] }]),
  },
];
