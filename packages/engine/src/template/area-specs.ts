import type { AreaBox, BBox, ExtractWarning, TextLine } from "../types.js";
import { boxOnPage } from "./check-areas.js";
import { findAnchor } from "./find-anchor.js";
import type { TemplateArea } from "./types.js";

/** One region of a page to read as at most one table, with the user's settings for it. */
export interface AreaSpec {
  /** On the page as displayed, clipped to the page. */
  box: BBox;
  /** Column separator x positions: the area is read by text with these. */
  columns?: number[];
  method: "auto" | "lattice" | "stream";
  /** Header rows the user set; header detection decides when absent. */
  headerRows?: number;
  /** Where the area came from, for debugging: `areas[0]` (the request) or `template.areas[2]`. */
  source: string;
}

/** What the area stage needs to know about one page. */
export interface AreaSpecInput {
  page: number;
  pageCount: number;
  /** Size of the page as displayed. */
  width: number;
  height: number;
  /** The request's own areas for this page (with their own settings); when given they replace the template's areas on it. */
  areas?: readonly AreaBox[];
  /** The request's columns for this page, for areas without columns of their own. */
  columns?: readonly number[];
  /** Every area of the template (their page rules are matched here). */
  templateAreas: readonly TemplateArea[];
  /** The method of areas that do not set one (the request's, else the template's). */
  method: AreaSpec["method"];
  /** The page's text lines, for anchors; `toPage` maps their boxes to the page as displayed. */
  lines: readonly TextLine[];
  toPage?: (box: BBox) => BBox;
}

/** The area stage's answer: the regions to read and what went wrong with the others. */
export interface AreaSpecs {
  /**
   * True when areas were named for this page (even if none is usable): the
   * page is then searched only inside `specs`, never read automatically.
   */
  restricted: boolean;
  specs: AreaSpec[];
  warnings: ExtractWarning[];
}

/**
 * Normalises every way of naming areas into per-page specs: the request's
 * areas for this page (each with its own method, header rows and guides, else
 * the request's method and the page's guides inside its box), else the template's areas whose
 * page rule ("all", "last" or a number) matches, with anchors resolved
 * against the page's text. An anchored box is relative to the top-left of
 * the anchor's first occurrence and is clipped to the page (a table that
 * moved may spill past the edge); an area whose anchor is not on the page
 * gives an `anchor_not_found` warning, and a box that is not within the page
 * (1 pt slack; anchored: nothing left after clipping) an `area_outside_page`
 * warning. Neither gives a table, and the page is still not read
 * automatically: `restricted` says areas were named for it.
 */
export function resolveAreaSpecs(input: AreaSpecInput): AreaSpecs {
  const specs: AreaSpec[] = [];
  const warnings: ExtractWarning[] = [];
  const page = { width: input.width, height: input.height };
  const warn = (code: string, message: string) => warnings.push({ page: input.page, code, message });

  if (input.areas?.length) {
    input.areas.forEach((area, i) => {
      const source = `areas[${i}]`;
      const box: BBox = { x0: area.x0, y0: area.y0, x1: area.x1, y1: area.y1 };
      const clipped = boxOnPage(box, page) ? clip(box, page) : null;
      if (!clipped) return warn("area_outside_page", outside(source, box, input));
      specs.push({
        box: clipped,
        ...guidesWithin(area.columns?.length ? area.columns : input.columns, clipped),
        method: area.method ?? input.method,
        ...(area.headerRows !== undefined ? { headerRows: area.headerRows } : {}),
        source,
      });
    });
    return { restricted: true, specs, warnings };
  }

  let restricted = false;
  input.templateAreas.forEach((area, i) => {
    if (!pageMatches(area.page, input.page, input.pageCount)) return;
    restricted = true;
    const source = `template.areas[${i}]`;
    const [bx0, by0, bx1, by1] = area.box;
    let box: BBox = { x0: bx0, y0: by0, x1: bx1, y1: by1 };
    if (area.anchor) {
      const anchor = findAnchor(input.lines, area.anchor.text, input.toPage);
      if (!anchor)
        return warn(
          "anchor_not_found",
          `${source}: anchor text "${area.anchor.text}" is not on page ${input.page}; the area gives no table.`,
        );
      box = { x0: anchor.x0 + bx0, y0: anchor.y0 + by0, x1: anchor.x0 + bx1, y1: anchor.y0 + by1 };
      const clipped = clip(box, page);
      if (!clipped)
        return warn(
          "area_outside_page",
          `${source}: ${describe(box)}, placed by its anchor, lies outside page ${input.page}; it gives no table.`,
        );
      box = clipped;
    } else {
      const clipped = boxOnPage(box, page) ? clip(box, page) : null;
      if (!clipped) return warn("area_outside_page", outside(source, box, input));
      box = clipped;
    }
    specs.push({
      box,
      ...guidesWithin(area.columns?.length ? area.columns : input.columns, box),
      method: area.method ?? input.method,
      ...(area.header_rows !== undefined ? { headerRows: area.header_rows } : {}),
      source,
    });
  });
  return { restricted, specs, warnings };
}

/** Whether a template area's page rule covers `page`. */
export function pageMatches(rule: TemplateArea["page"], page: number, pageCount: number): boolean {
  return rule === "all" || (rule === "last" ? page === pageCount : rule === page);
}

/**
 * The column guides that cut `box` (strictly between its left and right
 * edges), as the spec's `columns`; none when no guide does. A page's guides
 * apply to each of its areas this way, so side-by-side areas keep their own.
 */
function guidesWithin(columns: readonly number[] | undefined, box: BBox): { columns?: number[] } {
  const inside = (columns ?? []).filter((x) => x > box.x0 && x < box.x1);
  return inside.length ? { columns: inside } : {};
}

function clip(box: BBox, page: { width: number; height: number }): BBox | null {
  const out = {
    x0: Math.max(0, box.x0),
    y0: Math.max(0, box.y0),
    x1: Math.min(page.width, box.x1),
    y1: Math.min(page.height, box.y1),
  };
  return out.x1 > out.x0 && out.y1 > out.y0 ? out : null;
}

function outside(source: string, box: BBox, input: AreaSpecInput): string {
  return `${source}: ${describe(box)} lies outside page ${input.page} (${round(input.width)} x ${round(input.height)} pt); it gives no table.`;
}

function describe(box: BBox): string {
  return `box [${round(box.x0)}, ${round(box.y0)}, ${round(box.x1)}, ${round(box.y1)}]`;
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
