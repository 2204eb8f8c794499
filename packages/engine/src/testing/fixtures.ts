import { makePdf, resavePdf } from "./make-pdf.js";

/**
 * PDFs the tests make for themselves, so the unit, API, CLI and browser tests need nothing
 * beside the repository. Each fixture is generated in a few milliseconds and carries the
 * tables a correct extraction returns (`tables`, cells as strings, header row first).
 *
 * Import it from tests only: engine tests by relative path, other packages' vitest tests as
 * `@pdftab/engine/testing` (an alias in the root vitest.config.ts), Playwright tests by relative
 * path. It is not part of the engine's build or its public API.
 */
export interface PdfFixture {
  /** A file name to upload it under. */
  name: string;
  bytes: Uint8Array;
  pageCount: number;
  /**
   * What a correct extraction returns, in reading order (page, then top to bottom); `headerRows`
   * is how many of the rows are header rows (1 when not given).
   */
  tables: { page: number; cells: string[][]; headerRows?: number }[];
}

const LINE = 12;
const FONT = 10;

/** Escapes text for a PDF literal string. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * PDF operators for a table at (x, top) with the given column widths; a cell may hold several
 * lines ("\n"), and the row grows to fit them. `ruled` draws every row and column line.
 * Returns the operators and the bottom y, so callers can place what comes next.
 */
export function drawTable(
  rows: string[][],
  x: number,
  top: number,
  widths: number[],
  ruled: boolean,
): { ops: string; bottom: number } {
  const ops: string[] = ruled ? ["0.5 w 0 0 0 RG"] : [];
  const heights = rows.map((row) => 8 + LINE * Math.max(...row.map((cell) => cell.split("\n").length)));
  const total = widths.reduce((a, b) => a + b, 0);
  let y = top;
  const rowTops: number[] = [];
  for (const [r, row] of rows.entries()) {
    rowTops.push(y);
    let cx = x;
    for (const [c, cell] of row.entries()) {
      cell.split("\n").forEach((line, i) => {
        if (line) ops.push(`BT /F1 ${FONT} Tf ${cx + 4} ${y - 13 - i * LINE} Td ${pdfString(line)} Tj ET`);
      });
      cx += widths[c] ?? 0;
    }
    y -= heights[r]!;
  }
  if (ruled) {
    for (const ry of [...rowTops, y]) ops.push(`${x} ${ry} m ${x + total} ${ry} l S`);
    let cx = x;
    for (let c = 0; c <= widths.length; c++) {
      ops.push(`${cx} ${top} m ${cx} ${y} l S`);
      cx += widths[c] ?? 0;
    }
  }
  return { ops: ops.join("\n"), bottom: y };
}

/** A line of prose at (x, y). */
function prose(text: string, x: number, y: number): string {
  return `BT /F1 ${FONT} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`;
}

const REGIONS = ["North", "South", "East", "West", "Central", "Coast", "Hills", "Valley", "Lakes", "Plains"];

/** Rows of a sales table: region, units, revenue; `from` numbers them so pages differ. */
export function salesRows(from: number, count: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return [`${REGIONS[n % REGIONS.length]} ${n}`, String(100 + n * 7), `${(n * 31.5).toFixed(2)}`];
  });
}

const SALES_HEADER = ["Region", "Units", "Revenue"];

/** One ruled table of ten rows with a two-line header cell ("Units\nsold"). Lattice finds it. */
export function ruledTablePdf(): PdfFixture {
  const cells = [["Region", "Units\nsold", "Revenue"], ...salesRows(1, 9)];
  const { ops } = drawTable(cells, 60, 720, [180, 110, 110], true);
  return {
    name: "ruled-table.pdf",
    bytes: makePdf([{ content: [prose("Quarterly sales by region", 60, 745), ops].join("\n") }]),
    pageCount: 1,
    tables: [{ page: 1, cells }],
  };
}

/** One table without any lines, its columns found from text alignment (stream). */
export function unruledTablePdf(): PdfFixture {
  const cells = [
    ["Item", "Code", "Quantity", "Price"],
    ...Array.from({ length: 10 }, (_, i) => [
      `Widget ${String.fromCharCode(65 + i)}`,
      `W-${100 + i * 3}`,
      String(12 * (i + 1)),
      `${(4.25 * (i + 1)).toFixed(2)}`,
    ]),
  ];
  const { ops } = drawTable(cells, 60, 700, [160, 110, 110, 100], false);
  return {
    name: "unruled-table.pdf",
    bytes: makePdf([{ content: [prose("Stock list", 60, 740), ops].join("\n") }]),
    pageCount: 1,
    tables: [{ page: 1, cells }],
  };
}

/** Two ruled tables on one page with a paragraph between them. */
export function twoTablesPdf(): PdfFixture {
  const first = [
    ["Team", "Played", "Won", "Lost"],
    ["Falcons", "12", "9", "3"],
    ["Herons", "12", "7", "5"],
    ["Owls", "12", "4", "8"],
    ["Wrens", "12", "2", "10"],
  ];
  const second = [
    ["City", "Population", "Area km2"],
    ["Alder", "48210", "112.4"],
    ["Birchwood", "13077", "38.9"],
    ["Cedar Falls", "90541", "201.7"],
  ];
  const a = drawTable(first, 60, 720, [150, 90, 90, 90], true);
  const b = drawTable(second, 60, a.bottom - 90, [170, 120, 120], true);
  const content = [
    prose("League table after round twelve", 60, 740),
    a.ops,
    prose("The towns below host the remaining fixtures of the season.", 60, a.bottom - 40),
    b.ops,
  ].join("\n");
  return {
    name: "two-tables.pdf",
    bytes: makePdf([{ content }]),
    pageCount: 1,
    tables: [
      { page: 1, cells: first },
      { page: 1, cells: second },
    ],
  };
}

/**
 * `pages` pages, each with one ruled table under the same header and the same columns, so
 * stitching joins them into one table (its repeated header dropped).
 */
export function multiPagePdf(pages = 5, rowsPerPage = 12): PdfFixture {
  const tables: PdfFixture["tables"] = [];
  const content = Array.from({ length: pages }, (_, p) => {
    const cells = [SALES_HEADER, ...salesRows(p * rowsPerPage + 1, rowsPerPage)];
    tables.push({ page: p + 1, cells });
    return {
      content: [
        prose(`Sales ledger, page ${p + 1}`, 60, 750),
        drawTable(cells, 60, 720, [180, 110, 110], true).ops,
      ].join("\n"),
    };
  });
  return { name: `ledger-${pages}-pages.pdf`, bytes: makePdf(content), pageCount: pages, tables };
}

/**
 * `multiPagePdf(pages)` whose last page MuPDF cannot load: the page tree's last
 * kid is the tree itself, a cycle MuPDF reports when it looks for that page
 * ("cycle in page tree"). The pages before it read as usual.
 */
export function pageTreeLoopPdf(pages = 2): PdfFixture {
  const ledger = multiPagePdf(pages);
  const text = new TextDecoder("latin1").decode(ledger.bytes);
  const tree = /(\d+) 0 obj\s*<<\s*\/Type\s*\/Pages/.exec(text)![1]!;
  const looped = text.replace(/(\/Kids\s*\[[^\]]*?)\d+ 0 R(\s*\])/, `$1${tree} 0 R$2`);
  if (looped === text) throw new Error("pageTreeLoopPdf: the page tree was not found");
  return {
    name: `page-tree-loop-${pages}.pdf`,
    bytes: Uint8Array.from(looped, (c) => c.charCodeAt(0)),
    pageCount: pages,
    tables: ledger.tables.slice(0, -1),
  };
}

/**
 * A ruled table with merged cells and a header of two rows: "Sales" spans the columns of "2023"
 * and "2024" under it, and "Product" is drawn as tall as both header rows; each product label
 * spans its two rows (one per year). Slots covered by a span are "" in `tables`.
 */
export function spannedTablePdf(): PdfFixture {
  const x = [100, 200, 300, 400];
  const y = [700, 680, 660, 640, 620, 600, 580];
  const ops = ["0.5 w 0 0 0 RG"];
  // Rows: every rule full width, except that a product label's two rows share column 1.
  ops.push(
    `${x[0]} ${y[0]} m ${x[3]} ${y[0]} l S`,
    `${x[1]} ${y[1]} m ${x[3]} ${y[1]} l S`,
    `${x[0]} ${y[2]} m ${x[3]} ${y[2]} l S`,
  );
  ops.push(
    `${x[1]} ${y[3]} m ${x[3]} ${y[3]} l S`,
    `${x[0]} ${y[4]} m ${x[3]} ${y[4]} l S`,
    `${x[1]} ${y[5]} m ${x[3]} ${y[5]} l S`,
    `${x[0]} ${y[6]} m ${x[3]} ${y[6]} l S`,
  );
  // Columns: no rule between the two "Sales" columns in the header row.
  ops.push(
    `${x[0]} ${y[0]} m ${x[0]} ${y[6]} l S`,
    `${x[1]} ${y[0]} m ${x[1]} ${y[6]} l S`,
    `${x[2]} ${y[1]} m ${x[2]} ${y[6]} l S`,
    `${x[3]} ${y[0]} m ${x[3]} ${y[6]} l S`,
  );
  const cells = [
    ["Product", "Sales", ""],
    ["", "2023", "2024"],
    ["Pens", "10", "12"],
    ["", "11", "13"],
    ["Ink", "40", "42"],
    ["", "41", "44"],
  ];
  // Text: the header cells, then labels at the top of their span, then the figures.
  const place: [string, number, number][] = [
    ["Product", x[0]! + 4, y[0]! - 14],
    ["Sales", x[1]! + 4, y[0]! - 14],
    ["2023", x[1]! + 4, y[1]! - 14],
    ["2024", x[2]! + 4, y[1]! - 14],
  ];
  for (const r of [2, 3, 4, 5]) {
    if (cells[r]![0]) place.push([cells[r]![0]!, x[0]! + 4, y[r]! - 14]);
    place.push([cells[r]![1]!, x[1]! + 4, y[r]! - 14], [cells[r]![2]!, x[2]! + 4, y[r]! - 14]);
  }
  for (const [text, tx, ty] of place) ops.push(`BT /F1 ${FONT} Tf ${tx} ${ty} Td ${pdfString(text)} Tj ET`);
  return {
    name: "spanned-table.pdf",
    bytes: makePdf([{ content: ops.join("\n") }]),
    pageCount: 1,
    tables: [{ page: 1, cells, headerRows: 2 }],
  };
}

/** A fixture's bytes encrypted with a user password (AES-256). */
export function encryptedPdf(fixture: PdfFixture, password: string): Uint8Array {
  return resavePdf(fixture.bytes, `encrypt=aes-256,user-password=${password},owner-password=${password}-owner`);
}

/** Starts like a PDF, then nothing a reader can use. */
export const CORRUPT_PDF = new TextEncoder().encode("%PDF-1.7\nthen nothing but noise\n");

/** Bytes that are not a PDF at all. */
export const NOT_A_PDF = new TextEncoder().encode("these are not the bytes of a PDF");

/**
 * A 20-page ledger of about 120 KB: over a 100 KB plan limit, and slow enough (tens of
 * milliseconds a page) to run past a budget of a few milliseconds.
 */
export function longLedgerPdf(): PdfFixture {
  return multiPagePdf(20, 40);
}

/**
 * Nine different PDFs with distinct names, one to twenty pages, for batches: enough work that
 * a batch is still running when a test looks at it (or kills the process running it).
 */
export function variedPdfs(): PdfFixture[] {
  return [
    twoTablesPdf(),
    longLedgerPdf(),
    ruledTablePdf(),
    unruledTablePdf(),
    multiPagePdf(5),
    spannedTablePdf(),
    multiPagePdf(8, 30),
    multiPagePdf(3),
    multiPagePdf(2, 40),
  ];
}
