import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { PROSE } from "./prose.js";
import { L, quarterly, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** A depot table of figures under a header whose cells are stacked over one to three lines. */
function stackedHeaderTable(
  seed: number,
  header: string[],
  style: TableSpec["style"],
  headerVAlign: TableSpec["headerVAlign"],
  wrappedLabel = false,
): TableSpec {
  const body = quarterly(seed, 12);
  // A row label wrapped onto a second line beside figures on its first: a body row, never part of the header.
  if (wrappedLabel) body[0]![0] = `Greater ${body[0]![0]}\nand district`;
  return { headerRows: 1, style, headerVAlign, align: [L, R, R, R, R], rows: [header, ...body] };
}

/**
 * Header cells stacked over two or three lines in unruled tables, set
 * bottom-aligned or centred, so the one-line cells sit on the header's last or
 * middle line: the header must read as one row.
 */
export const stackedHeaderFixtures: Fixture[] = [
  {
    name: "gen_stacked_header_bottom",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_header",
    notes:
      "No rulings; header cells of one, two and three lines set bottom-aligned (the one-line cells on the last line); figures in the body.",
    build: single([
      {
        blocks: [
          { title: "Goods received by depot" },
          { prose: PROSE.slice(0, 2) },
          {
            table: stackedHeaderTable(
              71,
              ["Depot", "Halt\nstations", "Under 18\nyears", "Goods\nreceived\n(tonnes)", "Share"],
              "borderless",
              "bottom",
            ),
          },
        ],
      },
    ]),
  },
  {
    name: "gen_stacked_header_middle",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_header",
    notes: "No rulings; three-line header cells beside one-line cells centred on the middle line; figures in the body.",
    build: single([
      {
        blocks: [
          { title: "Orders by depot" },
          {
            table: stackedHeaderTable(
              73,
              ["Depot", "Orders\nplaced\nonline", "Returns", "Orders\nplaced\nby phone", "Total"],
              "borderless",
              "middle",
            ),
          },
          { prose: PROSE.slice(0, 1) },
        ],
      },
    ]),
  },
  {
    name: "gen_stacked_header_wrapped_label",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_header",
    notes:
      "No rulings; header cells of one and two lines set bottom-aligned; the first body row's label wraps onto a second line under its figures (one row, not a header line).",
    build: single([
      {
        blocks: [
          { title: "Halts by depot" },
          {
            table: stackedHeaderTable(
              77,
              ["Depot", "Halt\nstations", "Halt\ndays", "Staff", "Under 18\nyears"],
              "borderless",
              "bottom",
              true,
            ),
          },
        ],
      },
    ]),
  },
  {
    name: "gen_stacked_header_dark",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_header",
    notes:
      "Header printed white on dark grey cells with white gaps, cells of one and two lines set bottom-aligned; unruled body of figures; prose above.",
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { prose: PROSE.slice(0, 3) },
          {
            table: stackedHeaderTable(
              79,
              ["Depot", "First\nquarter", "Second\nquarter", "Third\nquarter", "Year"],
              "dark-header",
              "bottom",
            ),
          },
        ],
      },
    ]),
  },
  {
    name: "html_stacked_header_bottom",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "stacked_header",
    notes:
      "Borderless HTML table; header cells of one, two and three lines (<br>) set vertical-align: bottom; figures in the body.",
    build: async () => {
      const spec = stackedHeaderTable(
        83,
        ["Depot", "Halt\nstations", "Under 18\nyears", "Goods\nreceived\n(tonnes)", "Share"],
        "borderless",
        "bottom",
      );
      const html = htmlPage("Goods received by depot", [`<p>${PROSE.slice(0, 2).join(" ")}</p>`, htmlTable(spec)]);
      return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
    },
  },
];
