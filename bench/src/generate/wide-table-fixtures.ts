import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { L, R } from "./sample-tables.js";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LINES = ["Route 1", "Route 2", "Route 4", "Route 7", "Route 9", "Route 12", "Route 15", "Route 21", "Route 30"];

/** Passengers (thousands) per month, four quarter sums and a year total: 18 narrow figure columns. */
function monthly(rows: number): string[][] {
  return LINES.slice(0, rows).map((line, i) => {
    const months = MONTHS.map((_, m) => 40 + ((i * 131 + m * 57 + i * m * 13) % 160));
    const quarters = [0, 1, 2, 3].map((q) => months.slice(q * 3, q * 3 + 3).reduce((a, b) => a + b, 0));
    const year = quarters.reduce((a, b) => a + b, 0);
    return [line, ...months.map(String), ...quarters.map(String), year.toLocaleString("en-US")];
  });
}

const HEADER = ["Line", ...MONTHS, "Q1", "Q2", "Q3", "Q4", "Year"];
const ALIGN = [L, ...Array<typeof R>(17).fill(R)];
const LANDSCAPE = { width: 792, height: 612 };

function wideTable(style: TableSpec["style"], fontSize: number, padX: number): TableSpec {
  return { headerRows: 1, style, align: ALIGN, fontSize, padX, rows: [HEADER, ...monthly(9)] };
}

/** Admissions per week for twenty weeks, columns set as close as a spreadsheet's narrowest print. */
function weeklyTable(): TableSpec {
  const wards = [
    "Cardiology",
    "Oncology",
    "Maternity",
    "Orthopaedics",
    "Paediatrics",
    "Neurology",
    "Renal",
    "Respiratory",
  ];
  const header = ["Ward", ...Array.from({ length: 20 }, (_, w) => `W${w + 1}`)];
  const rows = wards.map((ward, i) => [
    ward,
    ...Array.from({ length: 20 }, (_, w) => String(8 + ((i * 97 + w * 31 + i * w * 7) % (i % 3 === 0 ? 140 : 60)))),
  ]);
  return {
    headerRows: 1,
    style: "borderless",
    align: [L, ...Array<typeof R>(20).fill(R)],
    fontSize: 6,
    padX: 1.25,
    rows: [header, ...rows],
  };
}

/** Fifteen narrow columns printed from HTML: a grid of product codes and small counts, zebra rows, 7 pt type. */
function htmlWide() {
  return async (): Promise<BuiltFixture> => {
    const sizes = ["XS", "S", "M", "L", "XL", "XXL"];
    const colours = ["Red", "Blue", "Green", "Black", "White", "Grey", "Navy", "Sand"];
    const header = ["Item", "Colour", ...sizes.flatMap((s) => [`${s} in`, `${s} out`]), "Total"];
    const rows = colours.map((colour, i) => {
      const counts = sizes.flatMap((_, s) => [(i * 7 + s * 5) % 23, (i * 3 + s * 11) % 17]);
      const total = counts.reduce((a, b) => a + b, 0);
      return [`T-${100 + i * 7}`, colour, ...counts.map(String), String(total)];
    });
    const spec: TableSpec = {
      headerRows: 1,
      style: "zebra",
      align: [L, L, ...Array<typeof R>(13).fill(R)],
      rows: [header, ...rows],
    };
    const css =
      "<style>@page { size: A4 landscape; } td, th { font-size: 7pt; padding: 2pt 3pt; white-space: nowrap; }</style>";
    const html = htmlPage("Stock movements by size", [css, htmlTable(spec)]);
    return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** Probes for wide tables of fifteen or more narrow columns, set close on a landscape page (`wide_columns`). */
export const wideTableFixtures: Fixture[] = [
  {
    name: "gen_wide_monthly_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "wide_columns",
    notes:
      "Landscape page, no rulings: a label and 17 narrow right-aligned figure columns (twelve months, four quarters, the year), 7 pt type, columns 5 pt apart.",
    build: async () =>
      flowPdf([
        {
          media: LANDSCAPE,
          blocks: [{ title: "Passengers by month (thousands)" }, { table: wideTable("borderless", 7, 2.5) }],
        },
      ]),
  },
  {
    name: "gen_wide_monthly_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "wide_columns",
    notes: "The same 18 columns fully ruled, 6.5 pt type, cells padded 2 pt.",
    build: async () =>
      flowPdf([
        {
          media: LANDSCAPE,
          blocks: [{ title: "Passengers by month (thousands)" }, { table: wideTable("ruled", 6.5, 2) }],
        },
      ]),
  },
  {
    name: "gen_wide_monthly_booktabs_portrait",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "wide_columns",
    notes:
      "The same 18 columns squeezed onto a portrait page under booktabs rules, 6 pt type, columns about 3 pt apart.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Passengers by month (thousands)" }, { table: wideTable("booktabs", 6, 1.6) }] }]),
  },
  {
    name: "gen_wide_weekly_borderless_tight",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "wide_columns",
    notes:
      "Portrait page, no rulings: a label and 20 narrow columns of two- and three-figure counts (weeks 1-20), 6 pt type, columns about 2.5 pt apart (less than two word spaces).",
    build: async () => flowPdf([{ blocks: [{ title: "Admissions by week" }, { table: weeklyTable() }] }]),
  },
  {
    name: "html_wide_zebra",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "wide_columns",
    notes:
      "HTML zebra table on an A4 landscape page: item, colour and 13 narrow count columns ('XS in', 'XS out' ...), 7 pt type.",
    build: htmlWide(),
  },
];
