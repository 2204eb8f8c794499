import type { BBox } from "../types.js";

/** How far (points) a box may stick out of the page and still count as on it. */
export const PAGE_SLACK = 1;

/** One thing wrong with the areas or columns of a request, for a given document. */
export interface AreaProblem {
  /** The request field at fault. */
  field: "areas" | "columns";
  /** The 1-based page the problem is on. */
  page: number;
  /** JSON path of the bad value, e.g. `areas["3"][0]`. */
  path: string;
  /** One line saying what is wrong, starting with `path`. */
  message: string;
}

/** Width and height of a page as displayed, in points (`inspectDocument(...).pages` fits). */
export interface PageSize {
  width: number;
  height: number;
}

/** True when `box` lies within a page of this size, give or take `PAGE_SLACK`, and covers some of it. */
export function boxOnPage(box: BBox, size: PageSize): boolean {
  const within =
    box.x0 >= -PAGE_SLACK &&
    box.y0 >= -PAGE_SLACK &&
    box.x1 <= size.width + PAGE_SLACK &&
    box.y1 <= size.height + PAGE_SLACK;
  return (
    within && Math.min(box.x1, size.width) > Math.max(box.x0, 0) && Math.min(box.y1, size.height) > Math.max(box.y0, 0)
  );
}

/**
 * Checks request areas and columns against a document before work is
 * queued: every page must exist, every box must lie within its page (1 pt
 * slack) and every column separator within the page's width. `pageSizes[i]`
 * is page i + 1. Returns every problem found, none when all is well.
 */
export function checkAreas(
  pageSizes: readonly PageSize[],
  areas: Record<number, BBox[]> = {},
  columns: Record<number, number[]> = {},
): AreaProblem[] {
  const problems: AreaProblem[] = [];
  const pageCount = pageSizes.length;
  const add = (field: AreaProblem["field"], page: number, path: string, reason: string) =>
    problems.push({ field, page, path, message: `${path}: ${reason}` });
  for (const [key, boxes] of Object.entries(areas)) {
    const page = Number(key);
    const size = pageSizes[page - 1];
    if (!size) {
      add(
        "areas",
        page,
        `areas["${key}"]`,
        `page ${key} does not exist (the document has ${pageCount} page${pageCount === 1 ? "" : "s"})`,
      );
      continue;
    }
    boxes.forEach((box, i) => {
      if (!boxOnPage(box, size)) {
        add(
          "areas",
          page,
          `areas["${key}"][${i}]`,
          `box [${box.x0}, ${box.y0}, ${box.x1}, ${box.y1}] lies outside page ${page}, which is ${round(size.width)} x ${round(size.height)} pt`,
        );
      }
    });
  }
  for (const [key, xs] of Object.entries(columns)) {
    const page = Number(key);
    const size = pageSizes[page - 1];
    if (!size) {
      add(
        "columns",
        page,
        `columns["${key}"]`,
        `page ${key} does not exist (the document has ${pageCount} page${pageCount === 1 ? "" : "s"})`,
      );
      continue;
    }
    xs.forEach((x, i) => {
      if (x < -PAGE_SLACK || x > size.width + PAGE_SLACK)
        add(
          "columns",
          page,
          `columns["${key}"][${i}]`,
          `x ${x} lies outside page ${page}, which is ${round(size.width)} pt wide`,
        );
    });
  }
  return problems;
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
