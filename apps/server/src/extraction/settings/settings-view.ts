import type { ExtractSettings } from "../pool/index.js";

/** The `settings` of GET /extractions/{id}: what the extraction ran with (docs/api.md, "Corrections and templates"). */
export interface SettingsView {
  /** The page selection in force (request's, else the template's); null = every page. */
  pages: string | null;
  method: "auto" | "lattice" | "stream";
  stitch: boolean;
  /** The areas given by the upload or a re-extraction, `{"3": [[x0, y0, x1, y1]]}`; a template's own areas are not expanded here. */
  areas: Record<string, [number, number, number, number][]>;
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
    areas: Object.fromEntries(Object.entries(settings.areas ?? {}).map(([page, boxes]) => [page, boxes.map((b) => [b.x0, b.y0, b.x1, b.y1] as [number, number, number, number])])),
    columns: Object.fromEntries(Object.entries(settings.columns ?? {})),
    template_id: settings.template_id ?? null,
  };
}
