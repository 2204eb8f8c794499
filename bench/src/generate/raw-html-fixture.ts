import { htmlToPdf } from "./chromium.js";
import type { Fixture, FixtureClass } from "./fixture.js";
import { htmlPage } from "./html-table.js";

/** A cell of a hand-written HTML table: its markup and the text a reader copies from it. */
export interface RawCell {
  /** Inner HTML (may hold <sup>, <sub>, <b>). */
  html: string;
  /** The expected text, written by hand from the source. */
  text: string;
  rowSpan?: number;
  colSpan?: number;
  /** Inline CSS for the cell. */
  style?: string;
}

/** A row of a hand-written HTML table; a plain string is both markup and text. */
export interface RawRow {
  cells: Array<RawCell | string>;
  header?: boolean;
  /** Inline CSS for every cell of the row (a total's extra space above, bold type). */
  style?: string;
}

const cellOf = (c: RawCell | string): RawCell => (typeof c === "string" ? { html: c, text: c } : c);

/** The HTML of a raw table and its expected grid (a spanning cell's text at its first slot, "" in the rest). */
export function rawTable(rows: RawRow[], tableClass = ""): { html: string; cells: string[][] } {
  const grid: string[][] = [];
  const taken: boolean[][] = [];
  const htmlRows = rows.map((row, r) => {
    let c = 0;
    const tag = row.header ? "th" : "td";
    const cells = row.cells.map((raw) => {
      const cell = cellOf(raw);
      while (taken[r]?.[c]) c++;
      const rs = cell.rowSpan ?? 1;
      const cs = cell.colSpan ?? 1;
      for (let dr = 0; dr < rs; dr++) {
        for (let dc = 0; dc < cs; dc++) {
          (taken[r + dr] ??= [])[c + dc] = true;
          (grid[r + dr] ??= [])[c + dc] = dr === 0 && dc === 0 ? cell.text : "";
        }
      }
      c += cs;
      const spans = (rs > 1 ? ` rowspan="${rs}"` : "") + (cs > 1 ? ` colspan="${cs}"` : "");
      const style = [row.style, cell.style].filter(Boolean).join(";");
      return `<${tag}${spans}${style ? ` style="${style}"` : ""}>${cell.html}</${tag}>`;
    });
    return `<tr>${cells.join("")}</tr>`;
  });
  const head = rows.filter((r) => r.header).length;
  const html = `<table${tableClass ? ` class="${tableClass}"` : ""}><thead>${htmlRows.slice(0, head).join("\n")}</thead><tbody>${htmlRows.slice(head).join("\n")}</tbody></table>`;
  return { html, cells: grid };
}

/** A one-page Chromium fixture of hand-written HTML tables among other parts; expected = the tables, in order. */
export function rawHtmlFixture(
  name: string,
  fixtureClass: FixtureClass,
  kind: Fixture["kind"],
  notes: string,
  title: string,
  css: string,
  parts: Array<string | { html: string; cells: string[][] }>,
): Fixture {
  return {
    name,
    kind,
    tool: "chromium",
    fixtureClass,
    notes,
    build: async () => {
      const html = htmlPage(
        title,
        parts.map((p) => (typeof p === "string" ? p : p.html)),
        css,
      );
      const tables = parts.filter((p): p is { html: string; cells: string[][] } => typeof p !== "string");
      return { pdf: await htmlToPdf(html), tables: tables.map((t) => ({ page: 1, cells: t.cells })) };
    },
  };
}
