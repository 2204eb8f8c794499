import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import { grouped, place, seededRandom } from "../speed/sample-data.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { L, R } from "./sample-tables.js";

const LETTER = { width: 612, height: 792 };
const MARGIN = 54;
const CARRIERS = ["Northline", "Baltic Freight", "Coastal Express", "Meridian"];

/** A shipments log: reference, date, destination, carrier, parcels, weight. */
function shipments(seed: number, count: number, style: TableSpec["style"]): TableSpec {
  const random = seededRandom(seed);
  const rows = Array.from({ length: count }, (_, i) => [
    `SH-${String(4100 + i * 7 + seed)}`,
    `2024-03-${String(1 + Math.floor((i * 28) / count)).padStart(2, "0")}`,
    place(random),
    CARRIERS[Math.floor(random() * CARRIERS.length)]!,
    String(1 + Math.floor(random() * 40)),
    `${grouped(10 + Math.floor(random() * 9000))}.${Math.floor(random() * 10)}`,
  ]);
  return {
    headerRows: 1,
    style,
    align: [L, L, L, L, R, R],
    colWidths: [70, 70, 110, 110, 60, 80],
    rows: [["Reference", "Date", "Destination", "Carrier", "Parcels", "Weight (kg)"], ...rows],
  };
}

/** The spec's header over each page's share of its body, and the whole table as it reads stitched. */
function parts(spec: TableSpec, perPage: number[]) {
  const [header, ...body] = spec.rows;
  let at = 0;
  const pageSpecs = perPage.map((n) => ({ ...spec, rows: [header!, ...body.slice(at, (at += n))] }));
  return {
    pageSpecs,
    tables: pageSpecs.map((s, i) => ({ page: i + 1, cells: expectedGrid(s) })),
    stitched: [{ pages: perPage.map((_, i) => i + 1), cells: expectedGrid(spec) }],
  };
}

/**
 * A log over two pages drawn by the PDF writer: a title on the first page, "(continued)" on the second, the
 * header repeated on each page and a page number at the foot. The first part runs to near the page's bottom.
 */
function continuedLog(seed: number, style: TableSpec["style"], perPage: number[]) {
  return async (): Promise<BuiltFixture> => {
    const { pageSpecs, tables, stitched } = parts(
      shipments(
        seed,
        perPage.reduce((a, b) => a + b, 0),
        style,
      ),
      perPage,
    );
    const pages = pageSpecs.map((spec, i) => {
      const canvas = new PageCanvas(LETTER);
      const title = i === 0 ? "Shipments, March 2024" : "Shipments, March 2024 (continued)";
      canvas.text(MARGIN, MARGIN + 12, title, 12, "Helvetica-Bold");
      drawTable(canvas, spec, MARGIN, MARGIN + 30);
      const footer = `Page ${i + 1} of ${pageSpecs.length}`;
      canvas.text((LETTER.width - canvas.measure(footer, 8)) / 2, LETTER.height - 36, footer, 8);
      return canvas.page();
    });
    return { pdf: writePdf(pages), tables, stitched };
  };
}

/** The log printed from HTML over two pages; Chromium repeats the <thead> on the second. */
async function htmlContinued(): Promise<BuiltFixture> {
  const spec = shipments(7, 58, "zebra");
  const { tables, stitched } = parts(spec, [40, 18]);
  const html = htmlPage("Shipments, March 2024", [htmlTable(spec, { breakBefore: [1 + 40] })]);
  return { pdf: await htmlToPdf(html), tables, stitched };
}

/**
 * A table continued on the next page with its header repeated: two tables with the same header, or one
 * when stitched (`stitch: true`, the fixtures' `stitched_tables`).
 */
export const continuedFixtures: Fixture[] = [
  {
    name: "gen_continued_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "continued_table",
    notes:
      "A borderless log over two pages, its header repeated on the second under a '(continued)' title, a page number at each foot; read as two tables, or one stitched.",
    build: continuedLog(3, "borderless", [38, 14]),
  },
  {
    name: "gen_continued_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "continued_table",
    notes: "The same log in booktabs rules on each page, its header repeated; read as two tables, or one stitched.",
    build: continuedLog(5, "booktabs", [36, 21]),
  },
  {
    name: "html_continued_zebra",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "continued_table",
    notes:
      "A zebra-striped HTML log over two printed pages; Chromium repeats the <thead> header on the second; read as two tables, or one stitched.",
    build: htmlContinued,
  },
];
