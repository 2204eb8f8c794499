/** A cell of a table to draw; the source of truth for its expected text. */
export interface SpecCell {
  /** Text; "\n" breaks it into lines drawn inside one cell. */
  text: string;
  colSpan?: number;
  rowSpan?: number;
  /** Drawn bold outside the header too (a section row such as "Assets" or a total). */
  bold?: boolean;
  /** Overrides the column's alignment (and the centring of spanning cells). */
  align?: "left" | "right" | "center";
  /** Points the text is set in from the cell's left padding (an indented sub-row); not part of the text. */
  indent?: number;
  /** Dot leaders from the end of the text to the cell's right edge ("Revenue . . . . ."); not part of the text. */
  leaders?: boolean;
  /**
   * A currency symbol set at the cell's left edge while its figure stands at the right (a spreadsheet's
   * accounting format: "$" flush left, "1,234" flush right, one cell). Part of the text: "$ 1,234".
   */
  symbol?: string;
  /**
   * Written up the page (a quarter turn anticlockwise), centred in its column; one line. A header cell is set at
   * the bottom of its row, a body cell (a group label beside the rows it spans) centred down those rows.
   */
  rotated?: boolean;
  /**
   * A footnote marker set small and raised right after the cell's last line ("1", "a", "*"); in a
   * right-aligned cell it hangs past the aligned edge, the figure keeping its place. Part of the
   * text with no space before it, as the corpus's truth reads one (camelot_superscript: "24.91" and a
   * raised "2" read "24.912").
   */
  marker?: string;
  /**
   * A vertical line down the middle of the cell, top to bottom, in place of text (a timetable's train running
   * through a stop); the cell's text should be "".
   */
  passLine?: boolean;
  /**
   * Drawn as this code in ZapfDingbats in place of the text ("4" prints ✔, "8" ✘), as office suites print a check
   * mark picked from a symbol font; the text is the character a reader should get (`"\u2714"`).
   */
  dingbat?: string;
  /** Each line underlined (a 0.5 pt stroke just under the baseline, the text's width), as a link or a typed heading. */
  underline?: boolean;
  /** Each line struck through (a 0.5 pt stroke at mid x-height), as a cancelled item is printed. */
  strike?: boolean;
}

/**
 * How the table is decorated. `boxed-header`: outer frame, every header cell
 * boxed, body unruled; `framed-header`: outer frame and a rule under the
 * header (the header row ruled all round), body unruled; `shaded`: each cell a
 * grey fill with white gaps between, no lines; `open-boxed-header`: header
 * cells boxed, no outer frame; `header-band`: only the header row ruled all
 * round (a box round the header row), nothing else; `dark-header`: header
 * cells printed white on dark grey fills with white gaps between, body
 * unruled (a report's header band, white on navy or black); `row-rules`: a
 * horizontal rule above and below every row across the table, no vertical
 * lines (a word processor's table with only horizontal borders);
 * `column-rules`: a vertical rule on every column boundary and both sides,
 * top to bottom, and no horizontal line at all.
 */
export type TableStyle =
  | "ruled"
  | "borderless"
  | "booktabs"
  | "row-rules"
  | "column-rules"
  | "zebra"
  | "outline"
  | "boxed-header"
  | "framed-header"
  | "shaded"
  | "open-boxed-header"
  | "header-band"
  | "dark-header";

/** A table to draw: rows of cells (spanned slots omitted, HTML-style). */
export interface TableSpec {
  rows: Array<Array<SpecCell | string>>;
  /** Leading rows drawn bold and separated as the header. */
  headerRows: number;
  style: TableStyle;
  /**
   * Per column; default left. `decimal` lines the body's figures up on their first decimal point (a figure
   * without one ends where the point would be), as scientific tables set them; header cells centre.
   */
  align?: Array<"left" | "right" | "center" | "decimal">;
  fontSize?: number;
  /** Space above and below each row's text in points; default 3. 0 sets rows as close as a cell's wrapped lines. */
  padY?: number;
  /** Space left and right of each cell's text in points; default 4. About 1.3 sets two cells a word space apart. */
  padX?: number;
  /**
   * Where a header cell with fewer lines than its row sits: at the top (the
   * default), centred, or at the bottom (a stacked header: "Halt" over
   * "stations" beside a one-line "State" on the lower line).
   */
  headerVAlign?: "top" | "middle" | "bottom";
  /**
   * Where a body cell with fewer lines than its row sits: at the top (the default), centred, or at the bottom (a
   * spreadsheet's default: figures on the last line of a row whose label wraps).
   */
  bodyVAlign?: "top" | "middle" | "bottom";
  /** Fixed column widths in points; default fitted to the text. */
  colWidths?: number[];
  /** Text inside the frame above the header, ruled off (not part of the grid). */
  caption?: string;
  /** Text inside the frame below the body, ruled off (not part of the grid). */
  note?: string;
  /**
   * The last row is a total set off as accounts print it: a single rule above it and a double rule under
   * it, across the figure columns only (every column but the first).
   */
  totalRules?: boolean;
  /**
   * How cells with `leaders` set their dots: one run of periods a space after the text (`run`, the default, as
   * word processors fill a leader tab), every dot a text object of its own a space apart (`spaced`, ". . . .",
   * as typesetting programs set them), or periods in the same text run as the label, no space between
   * (`glued`, "Revenue........", as a label padded with dots by hand).
   */
  leaderStyle?: "run" | "spaced" | "glued";
  /**
   * The table's rules stroked dashed, on and off lengths in points ([2, 2] a fine dash, [0.5, 1.5] dots), as
   * word processors offer for borders; each rule is still one stroked path. Solid by default.
   */
  ruleDash?: number[];
  /** Every rule of the table drawn double, two thin strokes this many points apart (a double border). */
  ruleDouble?: number;
  /** Every rule drawn as a row of tiny filled squares this many points apart (a dotted border painted as fills). */
  ruleDots?: number;
  /**
   * A rule across the table under each of these rows (0-based, body and header alike), as reports part groups of
   * rows; `ruleOverhang` points past both sides (a page-wide rule crossing the table).
   */
  rulesAfter?: number[];
  ruleOverhang?: number;
}

/** A cell placed on the slot grid. */
export interface PlacedCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  lines: string[];
  bold?: boolean;
  align?: "left" | "right" | "center";
  indent?: number;
  leaders?: boolean;
  symbol?: string;
  rotated?: boolean;
  marker?: string;
  passLine?: boolean;
  dingbat?: string;
  underline?: boolean;
  strike?: boolean;
}

/** Places HTML-style rows onto a slot grid, honouring row and column spans. */
export function placeCells(spec: TableSpec): { cells: PlacedCell[]; rows: number; cols: number } {
  const taken: boolean[][] = [];
  const cells: PlacedCell[] = [];
  spec.rows.forEach((row, r) => {
    let c = 0;
    for (const raw of row) {
      const cell = typeof raw === "string" ? { text: raw } : raw;
      while (taken[r]?.[c]) c++;
      const rowSpan = cell.rowSpan ?? 1;
      const colSpan = cell.colSpan ?? 1;
      for (let dr = 0; dr < rowSpan; dr++) {
        for (let dc = 0; dc < colSpan; dc++) (taken[r + dr] ??= [])[c + dc] = true;
      }
      const { bold, align, indent, leaders, symbol, rotated, marker, passLine, dingbat, underline, strike } = cell;
      const lines = cell.text.split("\n");
      const placed = { row: r, col: c, rowSpan, colSpan, lines, bold, align, indent, leaders, symbol, rotated, marker };
      cells.push({ ...placed, passLine, dingbat, underline, strike });
      c += colSpan;
    }
  });
  const cols = Math.max(0, ...taken.map((row) => row.length));
  return { cells, rows: Math.max(spec.rows.length, taken.length), cols };
}

/**
 * The expected grid of a table, straight from its source cells: a cell's
 * lines joined by a space, its text in the top-left slot of its span and ""
 * in the slots it covers (the corpus convention).
 */
export function expectedGrid(spec: TableSpec): string[][] {
  const { cells, rows, cols } = placeCells(spec);
  const grid = Array.from({ length: rows }, () => Array<string>(cols).fill(""));
  for (const cell of cells) {
    const row = grid[cell.row];
    if (row) row[cell.col] = (cell.symbol ? [cell.symbol, ...cell.lines] : cell.lines).join(" ") + (cell.marker ?? "");
  }
  return grid;
}
