import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { grouped, seededRandom } from "../speed/sample-data.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { searchableScan, type LayerOptions } from "./ocr-layer.js";
import { PROSE } from "./prose.js";
import { L, R, ledger, multiline, quarterly } from "./sample-tables.js";

/** The flow's left margin: a table's first column starts here. */
const LEFT = 54;

/** The x where each column after the first starts, from the table's left edge at LEFT. */
function columnStarts(widths: number[]): number[] {
  const starts: number[] = [];
  let x = LEFT;
  for (const w of widths.slice(0, -1)) starts.push((x += w));
  return starts;
}

const LEDGER_WIDTHS = [110, 150, 70, 80, 90];

/** A ledger with set column widths, so the OCR's column blocks can be placed between them. */
function ledgerTable(seed: number, rows: number, style: TableSpec["style"]): TableSpec {
  return { ...ledger(seed, rows, style), colWidths: LEDGER_WIDTHS };
}

/** The page made with the PDF writer, then turned into a searchable scan (image and invisible OCR text). */
const scanned = (pages: PageSpec[], layer: LayerOptions) => async (): Promise<BuiltFixture> => {
  const { pdf, tables } = flowPdf(pages);
  return { pdf: searchableScan(pdf, layer), tables };
};

/** A survey's answers by region: every figure cell a count over its share of the row in brackets. */
function survey(style: TableSpec["style"], seed: number, rows = 8): TableSpec {
  const random = seededRandom(seed);
  const regions = ["North East", "North West", "Yorkshire", "East Midlands", "West Midlands", "East", "London"];
  const regionRows = Array.from({ length: rows }, (_, i) => {
    const counts = [
      200 + Math.floor(random() * 900),
      100 + Math.floor(random() * 700),
      20 + Math.floor(random() * 120),
    ];
    const total = counts[0]! + counts[1]! + counts[2]!;
    const cells = counts.map((c) => `${grouped(c)}\n(${((100 * c) / total).toFixed(1)}%)`);
    return [regions[i % regions.length]! + (i >= regions.length ? " (rural)" : ""), ...cells, grouped(total)];
  });
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R],
    rows: [["Region", "Agree", "Disagree", "Don't know", "Total"], ...regionRows],
  };
}

/** Budget lines whose every figure is this year's amount over its change on last year. */
function budgetChange(style: TableSpec["style"], seed: number): TableSpec {
  const random = seededRandom(seed);
  const lines = [
    "Staff costs",
    "Premises",
    "Transport",
    "Supplies and services",
    "Third-party payments",
    "Capital financing",
  ];
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R],
    rows: [
      ["Service line", "2023/24", "2024/25", "2025/26"],
      ...lines.map((line) => [
        line,
        ...Array.from({ length: 3 }, () => {
          const amount = 100 + Math.floor(random() * 40000);
          const change = (random() * 14 - 4).toFixed(1);
          return `${grouped(amount)}\n${Number(change) >= 0 ? "+" : ""}${change}%`;
        }),
      ]),
    ],
  };
}

/**
 * Probes for tables whose text is not the page's visible print or not written in reading order: a searchable scan
 * (`ocr_text_layer`: a page image under an invisible OCR text layer, boxes and baselines a little off, words in the
 * OCR's block order), text written column by column, bottom to top or in random order by a born-digital producer
 * (`text_order`), and figure cells holding two values on two lines, a count over its share or an amount over its
 * change (`stacked_values`).
 */
export const textLayerFixtures: Fixture[] = [
  {
    name: "gen_ocr_layer_ruled_lines",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "ocr_text_layer",
    notes:
      "A searchable scan of a ruled ledger: the page a 200 dpi image (its rules only pixels), an invisible text layer (render mode 3) of the words, each squeezed with Tz to its box (which hugs the ink, a pixel or so off), each OCR line in its own whole-point size 1.05-1.35 times the print's and its baseline up to a point off, written line by line.",
    build: scanned([{ blocks: [{ title: "Stock ledger" }, { table: ledgerTable(31, 16, "ruled") }] }], {
      order: { by: "lines" },
      seed: 3,
    }),
  },
  {
    name: "gen_ocr_layer_borderless_columns",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "ocr_text_layer",
    notes:
      "A searchable scan of an unruled ledger under a title and a paragraph, the OCR layer written block by block: each table column top to bottom, one after the other (as an OCR engine that took every column for a text block writes it).",
    build: scanned(
      [
        {
          blocks: [
            { title: "Stock ledger" },
            { prose: PROSE.slice(0, 1) },
            { table: ledgerTable(37, 14, "borderless") },
          ],
        },
      ],
      { order: { by: "columns", splits: columnStarts(LEDGER_WIDTHS) }, seed: 5 },
    ),
  },
  {
    name: "gen_ocr_layer_booktabs_spaces",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "ocr_text_layer",
    notes:
      "A searchable scan of a booktabs table of quarterly figures, the layer written line by line with a space after every word but a line's last, baselines straying up to 1.5 pt by OCR line.",
    build: scanned(
      [
        {
          blocks: [
            { title: "Deliveries by depot" },
            {
              table: {
                headerRows: 1,
                style: "booktabs",
                align: [L, R, R, R, R],
                rows: [["Depot", "Q1", "Q2", "Q3", "Q4"], ...quarterly(43, 15)],
              },
            },
          ],
        },
      ],
      { order: { by: "lines" }, trailingSpaces: true, baselineJitter: 1.5, seed: 7 },
    ),
  },
  {
    name: "gen_ocr_layer_wrapped_columns",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "ocr_text_layer",
    notes:
      "A searchable scan of a ruled price list whose descriptions run over two or three lines, the OCR layer written column by column.",
    build: scanned([{ blocks: [{ title: "Price list" }, { table: { ...multiline, colWidths: [70, 170, 90, 70] } }] }], {
      order: { by: "columns", splits: columnStarts([70, 170, 90, 70]) },
      seed: 11,
    }),
  },
  {
    name: "gen_ocr_layer_even_letters",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "ocr_text_layer",
    notes:
      "A searchable scan of an unruled ledger whose layer is set in a font of one letter width (as Tesseract's glyph-less font), each word's letters spread evenly over its box and a space after it, line by line.",
    build: scanned([{ blocks: [{ title: "Stock ledger" }, { table: ledgerTable(41, 15, "borderless") }] }], {
      order: { by: "lines" },
      font: "Courier",
      trailingSpaces: true,
      seed: 17,
    }),
  },
  {
    name: "gen_ocr_layer_skewed",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "ocr_text_layer",
    notes:
      "A searchable scan of an unruled ledger from a sheet lying 1.2 degrees askew (not straightened): the image turned, each OCR word written along its turned baseline, a row's right end 10 pt off its left (two thirds of the row pitch).",
    build: scanned([{ blocks: [{ title: "Stock ledger" }, { table: ledgerTable(47, 16, "borderless") }] }], {
      order: { by: "lines" },
      skew: 1.2,
      trailingSpaces: true,
      seed: 19,
    }),
  },
  {
    name: "gen_ocr_layer_skewed_ruled",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "ocr_text_layer",
    notes:
      "A searchable scan of a ruled price list with wrapped descriptions, the sheet 0.8 degrees askew the other way, the layer written column block by column block.",
    build: scanned([{ blocks: [{ title: "Price list" }, { table: { ...multiline, colWidths: [70, 170, 90, 70] } }] }], {
      order: { by: "columns", splits: columnStarts([70, 170, 90, 70]) },
      skew: -0.8,
      seed: 23,
    }),
  },
  {
    name: "html_ocr_layer_zebra",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "ocr_text_layer",
    notes: "A searchable scan of a Chromium-printed zebra table (grey stripes in the image), the layer line by line.",
    build: async () => {
      const table = { ...ledger(53, 14, "zebra") };
      const pdf = await htmlToPdf(htmlPage("Stock ledger", [htmlTable(table)]));
      return {
        pdf: searchableScan(pdf, { order: { by: "lines" }, seed: 13 }),
        tables: [{ page: 1, cells: expectedGrid(table) }],
      };
    },
  },
  {
    name: "gen_text_order_columns",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_order",
    notes:
      "An unruled ledger whose text is written in the content stream column by column (left to right by where each piece starts), not row by row; the page looks as any other.",
    build: async () =>
      flowPdf([{ textOrder: "columns", blocks: [{ title: "Stock ledger" }, { table: ledger(61, 16, "borderless") }] }]),
  },
  {
    name: "gen_text_order_bottom_up",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "text_order",
    notes: "A ruled ledger whose text lines are written from the foot of the page up (the title last).",
    build: async () =>
      flowPdf([{ textOrder: "bottom-up", blocks: [{ title: "Stock ledger" }, { table: ledger(67, 16, "ruled") }] }]),
  },
  {
    name: "gen_text_order_shuffled_wrapped",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_order",
    notes:
      "An unruled price list whose descriptions wrap over two or three lines, every piece of text written in a random order.",
    build: async () =>
      flowPdf([
        {
          textOrder: "shuffled",
          blocks: [
            { title: "Price list" },
            { prose: PROSE.slice(0, 1) },
            { table: { ...multiline, style: "borderless" } },
          ],
        },
      ]),
  },
  {
    name: "gen_text_order_columns_booktabs",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_order",
    notes: "A booktabs table of quarterly figures written column by column, under a paragraph also written so.",
    build: async () =>
      flowPdf([
        {
          textOrder: "columns",
          blocks: [
            { title: "Deliveries by depot" },
            { prose: PROSE.slice(1, 2) },
            {
              table: {
                headerRows: 1,
                style: "booktabs",
                align: [L, R, R, R, R],
                rows: [["Depot", "Q1", "Q2", "Q3", "Q4"], ...quarterly(71, 12)],
              },
            },
          ],
        },
      ]),
  },
  {
    name: "gen_stacked_values_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_values",
    notes:
      "An unruled survey table: every answer cell a count over its share of the row in brackets on a second line ('412' over '(38.5%)'), the total on one line.",
    build: async () => flowPdf([{ blocks: [{ title: "Answers by region" }, { table: survey("borderless", 3) }] }]),
  },
  {
    name: "gen_stacked_values_booktabs",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_values",
    notes: "The survey table ruled booktabs-style, counts over bracketed shares, under a paragraph.",
    build: async () =>
      flowPdf([
        {
          blocks: [{ title: "Answers by region" }, { prose: PROSE.slice(0, 1) }, { table: survey("booktabs", 5, 9) }],
        },
      ]),
  },
  {
    name: "gen_stacked_values_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "stacked_values",
    notes: "The survey table ruled on every boundary, counts over bracketed shares.",
    build: async () => flowPdf([{ blocks: [{ title: "Answers by region" }, { table: survey("ruled", 7) }] }]),
  },
  {
    name: "gen_stacked_values_change",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_values",
    notes:
      "An unruled budget table: each year's amount over its change on the year before ('12,480' over '+3.2%'), no brackets, no padding between rows.",
    build: async () =>
      flowPdf([
        { blocks: [{ title: "Budget by service line" }, { table: { ...budgetChange("borderless", 9), padY: 1 } }] },
      ]),
  },
  {
    name: "gen_stacked_values_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_values",
    notes: "The budget table with grey stripes on alternate rows, amounts over changes.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Budget by service line" }, { table: budgetChange("zebra", 13) }] }]),
  },
  {
    name: "gen_stacked_values_middle",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_values",
    notes:
      "The unruled survey table with its one-line cells (region, total) centred down the two-line ones, between the count's line and the share's, rows 1 pt apart.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Answers by region" },
            { table: { ...survey("borderless", 19), bodyVAlign: "middle", padY: 1 } },
          ],
        },
      ]),
  },
  {
    name: "gen_stacked_values_middle_booktabs",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_values",
    notes:
      "The budget table ruled booktabs-style, service lines centred down each amount and its change, no row padding.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Budget by service line" },
            { table: { ...budgetChange("booktabs", 23), bodyVAlign: "middle", padY: 0 } },
          ],
        },
      ]),
  },
  {
    name: "html_stacked_values_plain",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "stacked_values",
    notes: "Chromium prints the unruled survey table, each count and its share parted by <br>.",
    build: async () => {
      const table = survey("borderless", 17);
      const pdf = await htmlToPdf(htmlPage("Answers by region", [htmlTable(table)]));
      return { pdf, tables: [{ page: 1, cells: expectedGrid(table) }] };
    },
  },
];
