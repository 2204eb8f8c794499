import { apiFetch } from "./client";
import type { ExtractionProgress } from "./extractionTypes";
import type { ExtractMethod } from "./templates";

/** Boxes per 1-based page: `{"3": [[x0, y0, x1, y1]]}` (PDF points, top-left origin). */
export type AreasByPage = Record<string, [number, number, number, number][]>;
/** Column separator x positions per 1-based page. */
export type ColumnsByPage = Record<string, number[]>;

/** What a stored extraction is re-run with; pages left out keep their tables and edits. */
export interface ReextractRequest {
  /** The extraction's page selection from now on (null: every page); pages leaving it lose their tables. */
  pages?: string | null;
  method?: ExtractMethod;
  /** Every page's areas (replaces the stored map); pages whose entry changed are read again. */
  areas?: AreasByPage;
  /** Every page's column guides (replaces the stored map). */
  columns?: ColumnsByPage;
  stitch?: boolean;
  template_id?: string | null;
  /** An encrypted PDF's password, for this run only (never stored). */
  password?: string;
}

/** What an extraction was run with (GET /extractions/:id `settings`). */
export interface ExtractionSettings {
  pages?: string | null;
  method?: ExtractMethod | null;
  stitch?: boolean | null;
  areas?: AreasByPage | null;
  columns?: ColumnsByPage | null;
  template_id?: string | null;
}

/** Re-runs a stored extraction without uploading again; answers like GET /extractions/:id (then poll). */
export const reextract = (id: string, body: ReextractRequest, signal?: AbortSignal) =>
  apiFetch<ExtractionProgress & { settings?: ExtractionSettings }>(`/extractions/${encodeURIComponent(id)}/reextract`, { method: "POST", body, signal });
