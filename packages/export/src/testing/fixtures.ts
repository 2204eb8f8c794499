import type { Cell, Table } from "@pdftab/engine";

/** A test cell; `span` is [rowSpan, colSpan]. */
export function cell(text: string, span: [number, number] = [1, 1]): Cell {
  return { text, bbox: { x0: 0, y0: 0, x1: 10, y1: 10 }, rowSpan: span[0], colSpan: span[1] };
}

/**
 * Builds a table from rows of texts; `null` marks a slot covered by a span, and a cell written
 * as { text, span } spans. Every row must already have the full width.
 */
export function table(
  rows: (string | null | { text: string; span: [number, number] })[][],
  extra: Partial<Omit<Table, "rows">> = {},
): Table {
  return {
    page: 1,
    pages: [extra.page ?? 1],
    index: 0,
    bbox: { x0: 36, y0: 72, x1: 560, y1: 700 },
    method: "lattice",
    confidence: 0.93,
    headerRows: 1,
    ...extra,
    rows: rows.map((row) =>
      row.map((v) => (v === null ? null : typeof v === "string" ? cell(v) : cell(v.text, v.span))),
    ),
  };
}

/** A realistic invoice-like table: two header rows with a spanning group, mixed number styles. */
export function financeTable(extra: Partial<Omit<Table, "rows">> = {}): Table {
  return table(
    [
      [
        { text: "Item", span: [2, 1] },
        { text: "Amounts", span: [1, 3] },
        null,
        null,
        { text: "Date", span: [2, 1] },
        { text: "Account", span: [2, 1] },
      ],
      [null, "Net", "Change", "Share", null, null],
      ["Widgets", "1,234.50", "(120.00)", "12.5%", "2024-03-15", "007123"],
      ["Gadgets", "$2,000.00", "-12.50", "7.25%", "2024-04-01", "000981"],
      ["Tools", "15.00", "3.10", "80%", "2024-12-31", "123456"],
    ],
    { headerRows: 2, ...extra },
  );
}

/** A plain `rows` x `columns` table of generated values for volume tests. */
export function bigTable(rows: number, extra: Partial<Omit<Table, "rows">> = {}): Table {
  const header = ["Id", "Name", "Amount", "Date", "Note"];
  const body = Array.from({ length: rows }, (_, i) => [
    String(i + 1),
    `Customer ${i % 977}`,
    `${((i * 37) % 100000).toLocaleString("en-US")}.${String(i % 100).padStart(2, "0")}`,
    `2024-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
    i % 5 === 0 ? "" : `note ${i}`,
  ]);
  return table([header, ...body], extra);
}

/**
 * A document's tables as the engine hands them over page by page (index = page - 1; a page
 * may have none): spans, two header rows, a formula-like text, a multi-line cell, several
 * tables on one page, pages without tables, and a sheet name ("p2 t1") that repeats.
 */
export function pagesOfTables(): Table[][] {
  return [
    [
      table(
        [
          ["Region", "Units\nsold"],
          ["North", "12"],
          ["South", "=SUM(A1)"],
        ],
        { confidence: 0.91 },
      ),
      table(
        [
          ["Code", "Share"],
          ["A", "12.5%"],
          ["B", "80%"],
        ],
        { index: 1, method: "stream", confidence: 0.82 },
      ),
    ],
    [financeTable({ page: 2, pages: [2, 3], confidence: 0.77 })],
    [],
    [bigTable(30, { page: 4, pages: [4], method: "hybrid", confidence: 0.88 })],
    [],
    [table([["Only"], ["-4%"]], { page: 6, pages: [6], headerRows: 0, confidence: 0.6 })],
  ];
}
