import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage } from "./html-table.js";
import { ledger } from "./sample-tables.js";

/** Rows as a monospaced report sets them: each column padded to its widest cell, figures right-aligned. */
function padded(rows: string[][], rightAligned: (col: number) => boolean): { cells: string[][]; widths: number[] } {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  const cells = rows.map((r, k) =>
    r.map((cell, c) => (k > 0 && rightAligned(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))),
  );
  return { cells, widths };
}

type Drawing = "report" | "ascii-grid" | "box-drawing" | "markdown";

/** The lines of a table drawn with characters in one of four ways. */
function drawnLines(rows: string[][], drawing: Drawing): string[] {
  const { cells, widths } = padded(rows, (c) => c >= 2);
  const rule = (left: string, fill: string, cross: string, right: string) =>
    left + widths.map((w) => fill.repeat(w + 2)).join(cross) + right;
  const row = (r: string[], bar: string) => `${bar} ${r.join(` ${bar} `)} ${bar}`;
  switch (drawing) {
    case "report": {
      const dashes = widths.map((w) => "-".repeat(w)).join("  ");
      return [cells[0]!.join("  "), dashes, ...cells.slice(1).map((r) => r.join("  ")), dashes];
    }
    case "ascii-grid":
      return [
        rule("+", "-", "+", "+"),
        row(cells[0]!, "|"),
        rule("+", "-", "+", "+"),
        ...cells.slice(1).map((r) => row(r, "|")),
        rule("+", "-", "+", "+"),
      ];
    case "box-drawing":
      return [
        rule("┌", "─", "┬", "┐"),
        row(cells[0]!, "│"),
        rule("├", "─", "┼", "┤"),
        ...cells.slice(1).map((r) => row(r, "│")),
        rule("└", "─", "┴", "┘"),
      ];
    case "markdown":
      return [
        row(cells[0]!, "|"),
        "|" + widths.map((w, c) => (c >= 2 ? "-".repeat(w + 1) + ":" : ":" + "-".repeat(w + 1))).join("|") + "|",
        ...cells.slice(1).map((r) => row(r, "|")),
      ];
  }
}

const PROSE = "Stock held at each depot at the close of the year, as the stores system prints it.";

function drawnTable(drawing: Drawing, seed: number, rowCount: number, upper = false) {
  return async (): Promise<BuiltFixture> => {
    const source = ledger(seed, rowCount, "borderless").rows.map((r) =>
      r.map((c) => (typeof c === "string" ? c : c.text)),
    );
    const rows = upper ? source.map((r) => r.map((c) => c.toUpperCase())) : source;
    const pre = drawnLines(rows, drawing)
      .map((l) => l.replace(/&/gu, "&amp;").replace(/</gu, "&lt;"))
      .join("\n");
    const css = `pre { font-family: "DejaVu Sans Mono", monospace; font-size: 8.5pt; line-height: 1.25; }`;
    return {
      pdf: await htmlToPdf(htmlPage("Stock report", [`<p>${PROSE}</p>`, `<pre>${pre}</pre>`], css)),
      tables: [{ page: 1, cells: rows }],
    };
  };
}

/** Probes for tables drawn with characters in a monospaced font (`text_drawn_rules`). */
export const textRuleFixtures: Fixture[] = [
  {
    name: "html_text_rules_report",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "text_drawn_rules",
    notes:
      "A mainframe-style report in capitals in a monospaced font: hyphen rules (one run per column) under the header and under the last row, no other lines.",
    build: drawnTable("report", 81, 8, true),
  },
  {
    name: "html_text_rules_ascii_grid",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "text_drawn_rules",
    notes:
      'An ASCII table: "+-----+" rules over and under the header and under the last row, "|" between columns on every line.',
    build: drawnTable("ascii-grid", 82, 7),
  },
  {
    name: "html_text_rules_box_drawing",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "text_drawn_rules",
    notes: "The same table drawn with Unicode box-drawing characters (┌─┬─┐, │, ├─┼─┤, └─┴─┘).",
    build: drawnTable("box-drawing", 83, 7),
  },
  {
    name: "html_text_rules_markdown",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "text_drawn_rules",
    notes:
      'A Markdown table as plain text: "|" between columns, a separator row of hyphens with alignment colons (":---", "---:"), no rule over or under it.',
    build: drawnTable("markdown", 84, 7),
  },
];
