import type { CorpusKind, ExpectedTable, StitchedTable } from "../corpus/entry.js";

/** What building a fixture yields: the PDF and its expected tables from the source data. */
export interface BuiltFixture {
  pdf: Uint8Array;
  /** One entry per table part per page (the bench runs without stitching). */
  tables: ExpectedTable[];
  /** For multi-page tables: how they read when stitched (stitch: true). */
  stitched?: StitchedTable[];
}

/**
 * Layout classes the engine is measured on one by one (each has several
 * fixtures from different producers; bench:accuracy prints a figure per class).
 */
export const FIXTURE_CLASSES = {
  boxed_header: "outer frame, header cells boxed (or the header row ruled all round), body rows unruled",
  stacked_tables: "tables stacked close together: small gap, different column counts or a caption between",
  wrapped_unruled: "cells wrapped over several lines in unruled tables (plain, booktabs, zebra)",
  false_tables:
    "a table beside charts, multi-column prose, bullet lists, legend blocks or a table of contents that are not tables",
  ruled_inner_text: "ruled tables with text in the frame that is not a row (caption, note) or multi-line header cells",
  shaded_cells: "cells delimited only by shading (fills, no lines)",
  label_prose: "two-column tables of a label beside a paragraph of prose",
  stacked_header:
    "header cells stacked over two or three lines beside one-line cells set lower (bottom-aligned or centred), in unruled tables",
  tight_columns:
    "columns parted by a single word space (a right-aligned figure column followed closely by a left-aligned one)",
  caption_label:
    'a caption above the table\'s top rule whose label ("Table 7") stands a wide space apart from its title',
  financial_statement:
    "financial statements: bold section rows without figures, indented items, dot leaders, negatives in parentheses",
  row_groups: 'full-width group label rows ("Europe", "Asia") over the rows of each group, in unruled tables',
  side_by_side: "two different tables side by side in a two-column page, each between paragraphs of its column",
  currency_column:
    'right-aligned figures of very different widths with "$" set apart at the left of their cell (a spreadsheet\'s accounting format)',
  sparse_cells:
    "tables where most body cells are empty: figure columns filled on one or two rows, rows holding a single figure",
  row_hierarchy:
    "a stub column of three or four levels told apart by indent alone (no bold, no rules between), every level carrying figures",
  total_rules:
    "a total row set off as accounts rule a sum: a single rule above it, a double rule below, under the figure columns only",
  footnote_markers:
    'small raised footnote markers ("1", "a", "*") after header cells, labels and figures, read into their cell\'s text',
  rotated_header:
    "header cells written up the page (a quarter turn anticlockwise) over narrow figure columns, the stub's header upright",
  header_levels:
    "headers of two or three levels whose upper cells centre over the cells under them, unruled, booktabs or with a rule under every row",
  turned_labels:
    "row-group labels written up the page, centred down the rows of their group beside the stub, in unruled, booktabs and ruled tables",
  page_column_tails:
    "a full-width unruled table set close under two-column prose whose paragraphs end in short lines (alone or side by side)",
  page_heading:
    "a listing under a page heading (report id at the left, a centred title of several lines, a date at the right) set just above its two-line header, unruled, plain or zebra",
  booktabs_scientific:
    'a scientific table ruled booktabs-style (top, under the header, bottom): means with spreads ("12.3 ± 0.4"), figures set on their decimal point, a group heading over two columns',
  column_rules:
    "a table ruled with vertical lines only (every column boundary and both sides, no row lines), cells wrapped over several lines",
  outer_box: "a table inside an outer box with no inner rules, cells wrapped over several lines",
  bank_statement:
    "a bank statement: Date | Description | Debit | Credit | Balance under the account's details, descriptions wrapped to a second line, half the amount cells empty, opening and closing balance rows",
  invoice_totals:
    "an invoice's line items (Qty | Description | Unit price | Amount) with a totals block (Subtotal, VAT, Total) right-aligned under the last two columns, read as rows in those columns",
  continued_table:
    "a table continued on the next page with its header repeated (a '(continued)' title, page numbers): two tables, or one stitched",
  dates_unicode:
    'dates and times in columns ("05 Mar 2024", "09:30", "2024-03-12") and cells with accents, ß, Greek and Cyrillic letters, read exactly',
  dashed_rules:
    "tables ruled with dashed or dotted strokes (each rule one dashed path, or every dash drawn on its own) or with double lines on every boundary",
  european_numbers:
    'figures in continental formats: "1.234.567,89" or "1 234 567,89" (thin space), "12,5 %" with a space before the sign, negatives in parentheses "(12.345,67)" or with a minus',
  wide_columns:
    "wide tables of fifteen or more narrow figure columns set close (5 pt or less apart), on landscape and portrait pages, unruled, ruled, booktabs or zebra",
  check_marks:
    "feature matrices whose cells hold a lone check mark, cross or bullet (centred), some with a column left empty under its header",
  painted_grid:
    "lines that are a dark table background showing between cells painted light over it (HTML's bgcolor with cellspacing), nothing stroked",
  text_drawn_rules:
    "tables drawn with characters in a monospaced font: a report's hyphen rules, ASCII grids of '|' and '+---+', box-drawing characters, Markdown tables",
  separated_borders:
    'borders drawn round each cell on its own with a gap between neighbours (HTML\'s border="1", cells boxed apart or as rounded cards), sides printed as fills cut on the slant at the corners or stopping short of rounded ones',
  timetable:
    "timetables: stops down the side, a column per train of short departure times ('05:40', '0540') set close, a mark or a blank where a train runs through, train numbers over running days",
  symbol_marks:
    "feature matrices and inspection lists whose marks (✔ ✘ ✓ ● ■) are printed from a symbol font (ZapfDingbats codes), read as the marks' characters",
  letterhead:
    "a letter's heading over a table: address blocks in plain type (recipient and sender level or staggered, a strip of three small blocks), no labels or colons; no table",
  text_decoration:
    "unruled tables with lines drawn under or through text: underlined headings and links, struck-through rows, highlighted figures",
  group_rules: "an unruled table crossed by thin rules between its row groups (across the table or the whole page)",
  watermark:
    'a table under or over a large light watermark ("DRAFT", "COPY", "CONFIDENTIAL") turned across the page or upright across it or above the header; the watermark is no text of the table',
  stamp:
    'a rubber stamp ("PAID", "RECEIVED": a bold word in a thick box, upright or turned a little) over a table\'s right columns; the stamp is no text of the table',
  form_grid:
    "a form's ruled grid of boxes: bold labels beside their values, two pairs on a row or one value spanning the rest",
  units_row: 'a units row under the header ("(FTE)", "(EUR k)") over figures with negatives in parentheses',
  script_offsets:
    'raised and lowered pieces inside cells: formulas ("CO2" with a lowered 2), units with powers ("kg/m3"), powers of ten ("1.93 × 103"), footnote letters, read into their cell',
  apostrophe_numbers:
    'figures with thousands grouped by an apostrophe ("1\'234\'567.80", straight or typographic) and negatives with a trailing minus ("12\'500.00-")',
  rowspan_labels:
    "upright row labels spanning several rows (a merged cell), centred or set at the bottom beside them, in unruled, booktabs, zebra and ruled tables",
  letter_spacing:
    "letter-spaced text (tracked capitals in the header, a tracked stub or every cell), read as whole words",
  bold_totals: "subtotal and total rows set off from the items by bold type and extra space alone, no rules",
  negative_amounts:
    'negative amounts in parentheses round a currency symbol ("($1,234.50)"), a minus before it ("-$12.00"), a trailing minus ("1.234,50-"), or a "CR"/"DR" after the figure or in a column of its own',
  footnote_flags: 'footnote flags on the line right after figures ("12.5*", "3,400†", "n/a¹"), part of the cell',
  two_up:
    "two half-width logical pages printed side by side on one landscape sheet, each with its own heading, table and page number: two tables",
  space_groups:
    'thousands grouped by a thin or figure space ("1 234 567"), figures padded on the left with figure spaces in a monospaced column',
  continuation_labels:
    "a first column written once per group of rows, blank on the rows that continue the label above, in unruled and booktabs tables",
  wide_empty_column:
    "one table with a column drawn much wider than its text (a large empty gap after it), unruled or booktabs: one table, not two side by side",
  running_heading:
    "a running heading in small type, a bold title and a one-line subtitle set above an unruled or booktabs table: none of them a row",
  text_wide_column:
    "one unruled table all of whose columns hold text, one drawn much wider than its text (the widest gap with as many columns each side): one table; and two text lists side by side: two",
  heading_subtitle:
    "a title only about 1.2 times the table's type, or bold in its type, set right over a one-line subtitle in small type, above an unruled or booktabs table: neither a row",
  offset_rows:
    "two unruled text-only tables side by side, each under its own header, their rows on different lines (different row pitches, or one set half a row lower): two tables",
  cjk_text:
    "unruled tables in Chinese (text without spaces between words, a CJK font by name), with a title over them and a one-sentence note right under the last row: one table, neither line a row",
  line_numbers:
    "line numbers down the left margin (pleading paper's 1-28 beside a double rule, or every fifth line of a draft) beside prose and an unruled, ruled or booktabs table whose rows fall on the numbered lines: the numbers are no column; numbers beside prose only: no table",
  bottom_aligned_rows:
    "body rows where one cell wraps onto two or three lines and the row's other cells stand on its last line (a spreadsheet's bottom alignment) or centred down it, unruled, booktabs, zebra or ruled: one row each",
  ocr_text_layer:
    "a searchable scan: the page an image (rules only pixels) under an invisible OCR text layer (render mode 3), each word stretched to its box, type sized by the line, boxes and baselines a little off, written line by line or column block by column block",
  text_order:
    "a born-digital table whose text the content stream writes out of reading order: column by column, lines from the foot of the page up, or shuffled",
  rtl_text:
    "tables set right to left in Hebrew or Arabic (the first column at the right), unruled, ruled or zebra, some cells mixing Latin words or codes into the right-to-left text, or an English table with Hebrew or Arabic words in its cells: columns as they stand, left to right, each cell in reading order",
  stacked_values:
    'figure cells holding two values on two lines, a count over its share ("412" over "(38.5%)") or an amount over its change ("12,480" over "+3.2%"), unruled, booktabs, ruled or zebra: one row each',
} as const;

/** One of FIXTURE_CLASSES. */
export type FixtureClass = keyof typeof FIXTURE_CLASSES;

/** A generated test PDF: how it is made and what it is for. */
export interface Fixture {
  name: string;
  kind: CorpusKind;
  /** The tool that turns the source into a PDF. */
  tool: "pdf-writer" | "chromium" | "libreoffice";
  /** What the fixture exercises. */
  notes: string;
  /** The layout class it stands for, when it was made to measure one. */
  fixtureClass?: FixtureClass;
  build: () => Promise<BuiltFixture>;
}
