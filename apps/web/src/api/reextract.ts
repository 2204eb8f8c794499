import { apiFetch } from "./client";
import type { ApiBody, ApiResponse, Fits } from "./schema";
import type { ExtractionProgress } from "./extractionTypes";
import type { ExtractMethod } from "./templates";

/** A box `[x0, y0, x1, y1]` in PDF points, top-left origin. */
export type AreaBoxTuple = [number, number, number, number];
/** An area with settings of its own, which win over the document's for that area. */
export interface AreaWithSettings {
  box: AreaBoxTuple;
  method?: ExtractMethod;
  header_rows?: number;
  columns?: number[];
}
/** Areas per 1-based page: `{"3": [[x0, y0, x1, y1], {"box": [...], "header_rows": 1}]}`. */
export type AreasByPage = Record<string, (AreaBoxTuple | AreaWithSettings)[]>;
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
export type ExtractionSettings = ExtractionProgress["settings"];

// What the web app sends is what the server takes (the tuples above are the server's four-number boxes).
export type _ReextractRequestFits = Fits<ReextractRequest, ApiBody<"/extractions/{id}/reextract">>;

/** Re-runs a stored extraction without uploading again; answers like GET /extractions/:id (then poll). */
export const reextract = (id: string, body: ReextractRequest, signal?: AbortSignal) =>
  apiFetch<ApiResponse<"/extractions/{id}/reextract", "post">>(`/extractions/${encodeURIComponent(id)}/reextract`, {
    method: "POST",
    body,
    signal,
  });

/** Where a template anchor's text first occurs on a page of a stored extraction (PDF points, top-left origin). */
export type AnchorPosition = ApiResponse<"/extractions/{id}/pages/{page}/anchor">;

/** Finds an anchor text on a page with the server's search (the one extraction uses); 404 `anchor_not_found` when absent. */
export const findAnchorOnPage = (id: string, page: number, text: string, signal?: AbortSignal) =>
  apiFetch<AnchorPosition>(
    `/extractions/${encodeURIComponent(id)}/pages/${page}/anchor?text=${encodeURIComponent(text)}`,
    { signal },
  );
