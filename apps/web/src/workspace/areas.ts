import type { AreaBoxTuple, AreasByPage, AreaWithSettings, ColumnsByPage } from "../api/reextract";
import type { ExtractMethod } from "../api/templates";
import { overlapArea, resizeBox, round1, type Box, type Handle, type PageSize } from "./geometry";

/** A table area the user drew (or took over from a detected table) on one page. */
export interface WorkArea {
  id: string;
  /** 1-based page. */
  page: number;
  box: Box;
  /** Column guides: x positions on the page, inside the box, sorted. */
  columns: number[];
  method: ExtractMethod;
  /** Header rows of the table read from this area; null lets the engine decide. */
  headerRows: number | null;
}

let counter = 0;
/** A new area id, unique in this browser tab. */
export const newAreaId = () => `area-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A new area with no guides, read automatically. */
export function makeArea(page: number, box: Box, id = newAreaId()): WorkArea {
  return { id, page, box, columns: [], method: "auto", headerRows: null };
}

/** Guides that fall inside the box (a guide on an edge separates nothing). */
const inside = (columns: number[], box: Box) => columns.filter((x) => x > box[0] + 0.5 && x < box[2] - 0.5);
const sorted = (columns: number[]) => [...new Set(columns.map(round1))].sort((a, b) => a - b);

/**
 * The area with its box dragged by a handle. Moving the whole box carries its guides along;
 * resizing keeps the guides where they are on the page and drops those left outside.
 */
export function dragArea(area: WorkArea, handle: Handle, dx: number, dy: number, page: PageSize): WorkArea {
  const box = resizeBox(area.box, handle, dx, dy, page);
  if (handle === "move") {
    const shift = box[0] - area.box[0];
    return { ...area, box, columns: sorted(area.columns.map((x) => x + shift)) };
  }
  return { ...area, box, columns: inside(area.columns, box) };
}

/** The area with a new box (from the numeric fields), guides outside it dropped. */
export function setAreaBox(area: WorkArea, box: Box): WorkArea {
  return { ...area, box, columns: inside(area.columns, box) };
}

/** Adds a guide at x (clamped into the box). Without x: in the middle of the widest column. */
export function addGuide(area: WorkArea, x?: number): WorkArea {
  const [x0, , x1] = area.box;
  const at = x ?? widestGapMiddle(area);
  const clamped = Math.min(x1 - 1, Math.max(x0 + 1, at));
  return { ...area, columns: sorted([...area.columns, clamped]) };
}

/** Moves guide `index` to x, kept strictly inside the box; the list stays sorted. */
export function moveGuide(area: WorkArea, index: number, x: number): WorkArea {
  if (index < 0 || index >= area.columns.length) return area;
  const clamped = Math.min(area.box[2] - 1, Math.max(area.box[0] + 1, x));
  return { ...area, columns: sorted(area.columns.map((c, i) => (i === index ? clamped : c))) };
}

/** Removes guide `index`. */
export function removeGuide(area: WorkArea, index: number): WorkArea {
  return { ...area, columns: area.columns.filter((_, i) => i !== index) };
}

function widestGapMiddle(area: WorkArea): number {
  const edges = [area.box[0], ...area.columns, area.box[2]];
  let best = 0;
  for (let i = 1; i < edges.length - 1; i++) if (edges[i + 1]! - edges[i]! > edges[best + 1]! - edges[best]!) best = i;
  return (edges[best]! + edges[best + 1]!) / 2;
}

/** The areas of one page, in reading order (top to bottom, then left to right). */
export function areasOnPage(areas: WorkArea[], page: number): WorkArea[] {
  return areas.filter((a) => a.page === page).sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
}

/**
 * One area as the server takes it: its box, or `{box, method?, header_rows?, columns?}` when the
 * user set a method, header rows or column guides for it (they win over the document's for this
 * area). Guides go with their area: sent as the page's `columns`, they would also split every
 * other area of the page they cross (a table below or above the one they were put on).
 */
export function areaEntry(area: WorkArea): AreaBoxTuple | AreaWithSettings {
  if (area.method === "auto" && area.headerRows === null && area.columns.length === 0) return area.box;
  return {
    box: area.box,
    ...(area.method !== "auto" ? { method: area.method } : {}),
    ...(area.headerRows !== null ? { header_rows: area.headerRows } : {}),
    ...(area.columns.length > 0 ? { columns: [...area.columns] } : {}),
  };
}

/** The `areas` field that re-extracts one page: its areas, each with its own guides. */
export function pageRequest(areas: WorkArea[], page: number): { areas: AreasByPage } {
  return { areas: { [page]: areasOnPage(areas, page).map(areaEntry) } };
}

/**
 * The `areas` and `columns` of a re-extraction: every corrected page's areas with their guides (the
 * server replaces its stored maps with these and reads again the pages whose entries changed).
 * `stored` is the extraction's stored guides: those of a page the workspace does not control (an
 * upload's `columns` for a page without areas) are sent back as they are, or that page would be
 * read again without them.
 */
export function documentRequest(
  areas: WorkArea[],
  pages: Iterable<number>,
  stored: ColumnsByPage = {},
): { areas: AreasByPage; columns: ColumnsByPage } {
  const out = { areas: {} as AreasByPage, columns: {} as ColumnsByPage };
  const controlled = [...pages].sort((a, b) => a - b);
  for (const [key, xs] of Object.entries(stored))
    if (!controlled.includes(Number(key)) && xs.length > 0) out.columns[key] = [...xs];
  for (const page of controlled) {
    const one = pageRequest(areas, page);
    if ((one.areas[page] ?? []).length > 0) Object.assign(out.areas, one.areas);
  }
  return out;
}

/**
 * The areas of a page when the user starts correcting it: detected tables become areas, except
 * those a newly drawn box overlaps (the user is redrawing them). The page's stored guides
 * (`pageColumns`, which the tables were read with) stay on the areas they fall in.
 */
export function adoptDetected(
  page: number,
  detected: { box: Box; headerRows: number | null }[],
  drawn?: Box,
  pageColumns: number[] = [],
): WorkArea[] {
  return detected
    .filter((t) => !drawn || overlapArea(t.box, drawn) === 0)
    .map((t) => ({ ...makeArea(page, t.box), headerRows: t.headerRows, columns: inside(pageColumns, t.box) }));
}
