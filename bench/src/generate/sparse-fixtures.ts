import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);
const C = "center" as const;

/**
 * Deliveries by depot and month: most months empty for most depots, each
 * month's column filled on one or two rows, one row a single figure, and a
 * remarks column with text on two rows. No total row: a column's edge is
 * shared by its header and a figure or two only.
 */
function deliveries(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R, R, R, L],
    colWidths: [70, 42, 42, 42, 42, 42, 42, 110],
    rows: [
      ["Depot", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Remarks"],
      ["Oslo", "1,240", "", "", "96", "", "", ""],
      ["Bergen", "", "718", "", "", "", "3,105", "new quay"],
      ["Tromso", "", "", "", "", "42", "", ""],
      ["Bodo", "517", "", "2,960", "", "", "", ""],
      ["Alta", "", "", "", "1,388", "", "", "closed in May"],
      ["Narvik", "", "64", "", "", "", "", ""],
    ],
  };
}

/** Which plan has which feature: a tick mark centred in some cells, the rest empty; the label column is wide. */
function featureMatrix(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, C, C, C],
    colWidths: [200, 70, 70, 70],
    rows: [
      ["Feature", "Basic", "Team", "Enterprise"],
      ["Shared folders", "x", "x", "x"],
      ["Mobile app", "x", "", ""],
      ["Audit log", "", "", "x"],
      ["Single sign-on", "", "x", "x"],
      ["Custom retention rules", "", "", "x"],
      ["Offline access", "", "", ""],
      ["Priority support", "", "x", ""],
    ],
  };
}

/** Probes for tables whose body cells are mostly empty (`sparse_cells`). */
export const sparseFixtures: Fixture[] = [
  {
    name: "gen_sparse_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "sparse_cells",
    notes:
      "Unruled deliveries by depot and month: most cells empty, each month filled on one or two rows, a row with a single figure, a remarks column with text on two rows; prose above and below.",
    build: single([
      {
        blocks: [
          { title: "Deliveries by depot" },
          { prose: PROSE.slice(0, 2) },
          { table: deliveries("borderless") },
          { prose: PROSE.slice(2) },
        ],
      },
    ]),
  },
  {
    name: "gen_sparse_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "sparse_cells",
    notes:
      "The same sparse deliveries table in booktabs style (top, header and bottom rules only) under a caption line.",
    build: single([
      {
        blocks: [
          { title: "Deliveries by depot" },
          { prose: ["Table 3. Deliveries by depot and month"] },
          { space: -6 },
          { table: deliveries("booktabs") },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_sparse_ticks",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "sparse_cells",
    notes:
      'Unruled feature matrix: a wide label column and three plan columns holding a centred "x" in some cells and nothing in the rest, a row with no mark at all; prose above.',
    build: single([
      {
        blocks: [{ title: "Plans and features" }, { prose: PROSE.slice(0, 2) }, { table: featureMatrix("borderless") }],
      },
    ]),
  },
];
