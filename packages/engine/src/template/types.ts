/**
 * A table template: the corrections a user made on one PDF (table areas,
 * column guides, method and header rows per area), saved to be reused on
 * PDFs laid out the same way. Coordinates are PDF points, top-left origin of
 * the page as displayed, like every other coordinate of the engine.
 */

/** Which pages an area applies to: a 1-based page number, every page, or the document's last page. */
export type AreaPageRule = number | "all" | "last";

/** One table area of a template. */
export interface TemplateArea {
  page: AreaPageRule;
  /**
   * [x0, y0, x1, y1]. Without an anchor, on the page. With an anchor,
   * relative to the top-left corner of the anchor text's first occurrence
   * on the page (so offsets may be negative).
   */
  box: [number, number, number, number];
  /**
   * Column separator x positions, always on the page (never relative to an
   * anchor). When given, the area is read by text with these separators.
   */
  columns?: number[];
  /** Detector for this area; the template's (or request's) method when absent. */
  method?: "auto" | "lattice" | "stream";
  /** How many leading rows are header rows; replaces header detection. */
  header_rows?: number;
  /**
   * Text that locates the area: its first occurrence on the page, matched
   * ignoring case and whitespace, within one line, whole words preferred.
   */
  anchor?: { text: string };
}

/** A saved set of corrections, reusable on similar PDFs. */
export interface TableTemplate {
  name: string;
  /** Page selection such as "1-3,7"; null for every page. */
  pages: string | null;
  method: "auto" | "lattice" | "stream";
  stitch: boolean;
  areas: TemplateArea[];
}
