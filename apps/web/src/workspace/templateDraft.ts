import type { ExtractMethod, TemplateArea, TemplateBody } from "../api/templates";
import type { WorkArea } from "./areas";
import { round1, type Point } from "./geometry";

/** How an area's page is saved: its own page number, every page, or the document's last page. */
export type PageRuleChoice = "page" | "all" | "last";

/** The form's choices for one area. */
export interface AreaChoice {
  rule: PageRuleChoice;
  /** Text that finds the area on a page where it moved; empty for a fixed place. */
  anchor: string;
}

/** The whole "Save as template" form. */
export interface TemplateFormValues {
  name: string;
  /** Page range such as "1-3"; empty for every page. */
  pages: string;
  stitch: boolean;
  method: ExtractMethod;
  choices: Record<string, AreaChoice>;
}

/** The document's choices the form starts from (page range, stitch, method). */
export interface TemplateFormStart {
  pages: string;
  stitch: boolean;
  method: ExtractMethod;
}

/** What was typed in a closed "Save as template" form, and the start it was typed over. */
export interface TemplateFormDraft {
  values: TemplateFormValues;
  start: TemplateFormStart;
}

/**
 * The form's first values: what was typed before it was closed without saving (Escape, the
 * backdrop, Cancel), for the areas that are still there. The page range, stitch and method come
 * back only while the document's own are those the draft started from; once the user changed them
 * in the workspace, the workspace's are newer.
 */
export function formValuesFrom(
  start: TemplateFormStart,
  areas: readonly WorkArea[],
  draft: TemplateFormDraft | null,
): TemplateFormValues {
  const sameStart =
    draft !== null &&
    draft.start.pages === start.pages &&
    draft.start.stitch === start.stitch &&
    draft.start.method === start.method;
  return {
    name: draft?.values.name ?? "",
    ...(sameStart ? { pages: draft.values.pages, stitch: draft.values.stitch, method: draft.values.method } : start),
    choices: Object.fromEntries(
      areas.map((a) => [a.id, draft?.values.choices[a.id] ?? { rule: "page" as PageRuleChoice, anchor: "" }]),
    ),
  };
}

/** Where an anchor text starts (top-left) on a page, or null when it is not found there. */
export type AnchorLocator = (text: string, page: number) => Point | null;
/** The same, answered later (the server's anchor search). */
export type AnchorLookup = (text: string, page: number) => Promise<Point | null> | Point | null;

/**
 * Looks up every anchor the form names once (each text on its area's page) and answers with a
 * locator over those answers, for the checks and the body below.
 */
export async function lookUpAnchors(
  values: TemplateFormValues,
  areas: WorkArea[],
  lookup: AnchorLookup,
): Promise<AnchorLocator> {
  const key = (text: string, page: number) => `${page}\u0000${text}`;
  const found = new Map<string, Point | null>();
  for (const area of areas) {
    const text = values.choices[area.id]?.anchor.trim();
    if (text && !found.has(key(text, area.page))) found.set(key(text, area.page), await lookup(text, area.page));
  }
  return (text, page) => found.get(key(text, page)) ?? null;
}

/** The longest template name the server stores (docs/api.md, Templates: 1-200 characters). */
export const TEMPLATE_NAME_MAX = 200;

/** "1-3, 7" or "20-" (20 to the end), the selections the server takes. */
const PAGE_RANGE = /^\s*\d+(\s*-\s*\d*)?(\s*,\s*\d+(\s*-\s*\d*)?)*\s*$/;

/** Problems of the form, by field ("name", "pages", "anchor:<area id>"); empty when it can be saved. */
export function validateTemplateForm(
  values: TemplateFormValues,
  areas: WorkArea[],
  locate: AnchorLocator,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = "Give the template a name.";
  else if (values.name.trim().length > TEMPLATE_NAME_MAX)
    problems.name = `Keep the name to ${TEMPLATE_NAME_MAX} characters or fewer.`;
  if (values.pages.trim() && !PAGE_RANGE.test(values.pages))
    problems.pages = 'Use page numbers and ranges, like "1-3, 5".';
  if (areas.length === 0) problems.areas = "Draw at least one table area first.";
  for (const area of areas) {
    const anchor = values.choices[area.id]?.anchor.trim();
    if (anchor && !locate(anchor, area.page))
      problems[`anchor:${area.id}`] = `"${anchor}" was not found on page ${area.page}.`;
  }
  return problems;
}

/**
 * The template body the server stores. An anchored area's box becomes relative to the anchor's
 * top-left corner (so it follows the anchor down the page); column guides stay page positions.
 */
export function templateBody(values: TemplateFormValues, areas: WorkArea[], locate: AnchorLocator): TemplateBody {
  return {
    name: values.name.trim(),
    pages: values.pages.trim() ? values.pages.replace(/\s+/g, "") : null,
    method: values.method,
    stitch: values.stitch,
    areas: areas.map((area) => templateArea(area, values.choices[area.id] ?? { rule: "page", anchor: "" }, locate)),
  };
}

function templateArea(area: WorkArea, choice: AreaChoice, locate: AnchorLocator): TemplateArea {
  const anchorText = choice.anchor.trim();
  const origin = anchorText ? locate(anchorText, area.page) : null;
  const [x0, y0, x1, y1] = area.box;
  const box: TemplateArea["box"] = origin
    ? [round1(x0 - origin.x), round1(y0 - origin.y), round1(x1 - origin.x), round1(y1 - origin.y)]
    : [x0, y0, x1, y1];
  const out: TemplateArea = { page: choice.rule === "page" ? area.page : choice.rule, box };
  if (area.columns.length > 0) out.columns = [...area.columns];
  if (area.method !== "auto") out.method = area.method;
  else if (area.columns.length > 0) out.method = "stream";
  if (area.headerRows !== null) out.header_rows = area.headerRows;
  if (origin) out.anchor = { text: anchorText };
  return out;
}
