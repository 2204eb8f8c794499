import type { TableSpec } from "../pdf/table-spec.js";
import { booktabs, L, ledger, multiline, quarterly, R, spanningHeader, wide } from "./sample-tables.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** Splits a ledger over pages, with or without the header repeated on each part. */
function multiPage(seed: number, perPage: number[], style: TableSpec["style"], repeatHeader: boolean) {
  const all = ledger(
    seed,
    perPage.reduce((a, b) => a + b, 0),
    style,
  );
  const [header, ...body] = all.rows;
  let at = 0;
  const pages: PageSpec[] = perPage.map((n, i) => {
    const part = body.slice(at, (at += n));
    const withHeader = i === 0 || repeatHeader;
    const table: TableSpec = {
      ...all,
      headerRows: withHeader ? 1 : 0,
      rows: withHeader && header ? [header, ...part] : part,
    };
    return { blocks: i === 0 ? [{ title: "Stock movements" }, { table }] : [{ table }] };
  });
  const cells = [header, ...body].map((r) => (r ?? []).map((c) => (typeof c === "string" ? c : c.text)));
  return async () => ({ ...flowPdf(pages), stitched: [{ pages: perPage.map((_, i) => i + 1), cells }] });
}

/** Fixtures drawn with bench's own PDF writer (exact control over rulings, rotation, pages). */
export const vectorFixtures: Fixture[] = [
  {
    name: "gen_ruled_spanning_header",
    kind: "lattice",
    tool: "pdf-writer",
    notes:
      "Fully ruled; two header rows with a row-spanning and two column-spanning cells; right-aligned numbers with parentheses and dashes.",
    build: single([{ blocks: [{ title: "Half-year results by depot" }, { table: spanningHeader }] }]),
  },
  {
    name: "gen_ruled_multiline",
    kind: "lattice",
    tool: "pdf-writer",
    notes: "Fully ruled; description cells of two and three lines that must stay one cell each.",
    build: single([{ blocks: [{ title: "Price list" }, { table: multiline }] }]),
  },
  {
    name: "gen_borderless_numbers",
    kind: "stream",
    tool: "pdf-writer",
    notes: "No rulings; left-aligned names beside right-aligned numbers of varying width; prose above and below.",
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { prose: PROSE },
          {
            table: {
              headerRows: 1,
              style: "borderless",
              align: [L, R, R, R, R],
              rows: [["Depot", "Q1", "Q2", "Q3", "Q4"], ...quarterly(5, 16)],
            },
          },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    notes: "Booktabs: only top, header and bottom rules; two-line header cells.",
    build: single([{ blocks: [{ title: "Sales by item" }, { table: booktabs }] }]),
  },
  {
    name: "gen_zebra",
    kind: "stream",
    tool: "pdf-writer",
    notes: "No rulings; grey bands on alternate body rows as the only row evidence.",
    build: single([{ blocks: [{ title: "Deliveries" }, { table: ledger(31, 18, "zebra") }] }]),
  },
  {
    name: "gen_dark_header",
    kind: "stream",
    tool: "pdf-writer",
    notes:
      "Unruled body under a header printed white on dark grey cells with white gaps between (a report's header band); prose above.",
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { prose: PROSE.slice(0, 3) },
          {
            table: {
              headerRows: 1,
              style: "dark-header",
              align: [L, R, R, R, R],
              rows: [["Depot", "First qtr", "Second qtr", "Third qtr", "Fourth qtr"], ...quarterly(23, 14)],
            },
          },
        ],
      },
    ]),
  },
  {
    name: "gen_rotate90_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    notes: "Portrait MediaBox with /Rotate 90: a wide ruled table that reads upright in landscape.",
    build: single([
      { rotate: 90, blocks: [{ title: "Monthly volumes (rotated page)" }, { table: wide(41, 11, 14, "ruled") }] },
    ]),
  },
  {
    name: "gen_rotate270_borderless",
    kind: "stream",
    tool: "pdf-writer",
    notes: "Portrait MediaBox with /Rotate 270: a wide borderless table.",
    build: single([
      { rotate: 270, blocks: [{ title: "Monthly volumes (rotated page)" }, { table: wide(43, 12, 12, "borderless") }] },
    ]),
  },
  {
    name: "gen_sideways_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    notes: "Portrait page without /Rotate; a wide ruled table printed sideways (text runs bottom to top).",
    build: single([
      { sideways: 90, blocks: [{ title: "Monthly volumes (sideways)" }, { table: wide(37, 12, 12, "ruled") }] },
    ]),
  },
  {
    name: "gen_sideways_borderless",
    kind: "stream",
    tool: "pdf-writer",
    notes: "Portrait page without /Rotate; a wide borderless table printed sideways (text runs top to bottom).",
    build: single([
      { sideways: 270, blocks: [{ title: "Monthly volumes (sideways)" }, { table: wide(39, 10, 14, "borderless") }] },
    ]),
  },
  {
    name: "gen_landscape_outline",
    kind: "mixed",
    tool: "pdf-writer",
    notes: "Landscape MediaBox (no /Rotate); table with an outer box and no inner rulings.",
    build: single([
      {
        media: { width: 792, height: 612 },
        blocks: [{ title: "Monthly volumes" }, { table: wide(47, 13, 16, "outline") }],
      },
    ]),
  },
  {
    name: "gen_multipage_header_repeated",
    kind: "lattice",
    tool: "pdf-writer",
    notes: "A ruled table continuing over three pages with its header repeated on each page.",
    build: multiPage(53, [34, 36, 12], "ruled", true),
  },
  {
    name: "gen_multipage_header_once",
    kind: "stream",
    tool: "pdf-writer",
    notes: "A borderless table continuing over two pages; the header appears on the first page only.",
    build: multiPage(59, [36, 20], "borderless", false),
  },
  {
    name: "gen_borderless_multiline",
    kind: "stream",
    tool: "pdf-writer",
    notes:
      "No rulings; two- and three-line description cells that must stay one cell each, numbers aligned to the first line.",
    build: single([
      {
        blocks: [
          { title: "Price list" },
          { prose: PROSE.slice(0, 2) },
          { table: { ...multiline, style: "borderless" } },
        ],
      },
    ]),
  },
  {
    name: "gen_borderless_spanning_header",
    kind: "stream",
    tool: "pdf-writer",
    notes: "No rulings; a two-row header whose top row centres year labels over pairs of number columns.",
    build: single([
      { blocks: [{ title: "Half-year results by depot" }, { table: { ...spanningHeader, style: "borderless" } }] },
    ]),
  },
  {
    name: "gen_two_tables_prose",
    kind: "mixed",
    tool: "pdf-writer",
    notes: "Two tables among paragraphs on one page: one ruled, one borderless.",
    build: single([
      {
        blocks: [
          { title: "Depot report" },
          { prose: PROSE },
          {
            table: {
              headerRows: 1,
              style: "ruled",
              align: [L, R, R, R, R],
              rows: [["Depot", "Q1", "Q2", "Q3", "Q4"], ...quarterly(61, 6)],
            },
          },
          { prose: PROSE.slice(1) },
          { table: ledger(67, 8, "borderless") },
          { prose: PROSE.slice(0, 1) },
        ],
      },
    ]),
  },
];
