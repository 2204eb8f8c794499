import type { OutputTable } from "../output-tables.js";
import type { PlainBlock } from "./write-plain-sheet.js";

/** One line of the Overview sheet. */
export type OverviewRow = (string | number)[];

/** The Overview sheet's one block: a header, then a row per table (`overviewRow`); confidence as a percentage. */
export function overviewBlock(multiFile: boolean, rows: OverviewRow[]): PlainBlock {
  const header = [
    "Sheet",
    ...(multiFile ? ["File"] : []),
    "Page",
    "Pages",
    "Table on page",
    "Rows",
    "Columns",
    "Header rows",
    "Method",
    "Confidence",
  ];
  return { rows: [header, ...rows], formats: { [header.length - 1]: "0.0%" } };
}

/** What the Overview sheet says of one table written to the sheet `sheetName`. */
export function overviewRow(
  out: Pick<OutputTable, "table" | "source" | "combined">,
  sheetName: string,
  multiFile: boolean,
): OverviewRow {
  const s = out.source;
  const pages = s ? s.pages.join(", ") : [...new Set(out.combined!.members.map((m) => m.page))].join(", ");
  const file = multiFile ? [s ? s.fileName : `${out.combined!.members.length} tables combined`] : [];
  return [
    sheetName,
    ...file,
    s ? s.page : "",
    pages,
    s ? s.index + 1 : "",
    out.table.grid.length - out.table.headerRows,
    out.table.grid[0]?.length ?? 0,
    out.table.headerRows,
    s ? s.method : "combined",
    s ? s.confidence : "",
  ];
}
