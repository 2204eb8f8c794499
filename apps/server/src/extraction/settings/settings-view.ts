import type { AreaBox } from "@pdftab/engine";
import type { ExtractSettings } from "../pool/index.js";

/** A box `[x0, y0, x1, y1]` in PDF points, top-left origin. */
export type BoxView = [number, number, number, number];
/** An area with settings of its own, in the request's format. */
export interface AreaSettingsView {
  box: BoxView;
  method?: "auto" | "lattice" | "stream";
  header_rows?: number;
  columns?: number[];
}

/** The `settings` of GET /extractions/{id}: what the extraction ran with (docs/api.md, "Corrections and templates"). */
export interface SettingsView {
  /** The page selection in force (request's, else the template's); null = every page. */
  pages: string | null;
  method: "auto" | "lattice" | "stream";
  stitch: boolean;
  /**
   * The areas given by the upload or a re-extraction, `{"3": [[x0, y0, x1, y1]]}`; an area with
   * settings of its own is `{box, method?, header_rows?, columns?}`. A template's own areas are not
   * expanded here.
   */
  areas: Record<string, (BoxView | AreaSettingsView)[]>;
  /** The column guides given by the upload or a re-extraction, `{"3": [x1, x2]}`. */
  columns: Record<string, number[]>;
  template_id: string | null;
}

/** The settings an extraction ran with, as the API shows them: request fields win over the template's, then the defaults. */
export function settingsView(settings: Omit<ExtractSettings, "password">): SettingsView {
  const template = settings.template;
  return {
    pages: settings.pages ?? template?.pages ?? null,
    method: settings.method ?? template?.method ?? "auto",
    stitch: settings.stitch ?? template?.stitch ?? false,
    areas: Object.fromEntries(Object.entries(settings.areas ?? {}).map(([page, boxes]) => [page, boxes.map(areaView)])),
    columns: Object.fromEntries(Object.entries(settings.columns ?? {})),
    template_id: settings.template_id ?? null,
  };
}

/** A stored area as the request gave it: a plain box, or `{box, ...}` when it has settings of its own. */
export function areaView(area: AreaBox): BoxView | AreaSettingsView {
  const box: BoxView = [area.x0, area.y0, area.x1, area.y1];
  if (area.method === undefined && area.headerRows === undefined && !area.columns?.length) return box;
  return {
    box,
    ...(area.method !== undefined ? { method: area.method } : {}),
    ...(area.headerRows !== undefined ? { header_rows: area.headerRows } : {}),
    ...(area.columns?.length ? { columns: area.columns } : {}),
  };
}
