import { apiFetch } from "./client";
import { fetchBlob, type DownloadedFile } from "./fetchBlob";
import type {
  ExportFormat,
  ExtractionProgress,
  ExtractionResult,
  ExtractionStarted,
  HistoryPage,
  HistoryQuery,
  TableEdit,
} from "./extractionTypes";
import { uploadForm } from "./upload";

/** Options of a new extraction. */
export interface StartExtractionOptions {
  password?: string;
  pages?: string;
  method?: "auto" | "lattice" | "stream";
  /** A saved template whose areas, guides and settings are applied. */
  templateId?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const pdfForm = (file: File, fields: Record<string, string | undefined>) => {
  const form = new FormData();
  // Fields first: a streaming server then knows them before the (large) file arrives.
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append("file", file, file.name);
  return form;
};

const enc = encodeURIComponent;

/** Uploads a PDF and starts extracting it on the server (202, then poll its status). */
export const startExtraction = (file: File, options: StartExtractionOptions = {}) =>
  uploadForm<ExtractionStarted>(
    "/extractions",
    pdfForm(file, {
      password: options.password,
      pages: options.pages,
      method: options.method,
      template_id: options.templateId,
    }),
    options,
  );

/** Extracts a PDF synchronously (POST /pdf/extract-info); used when the server has no job endpoint. */
export const extractInfo = (file: File, options: StartExtractionOptions = {}) =>
  uploadForm<ExtractionResult>("/pdf/extract-info", pdfForm(file, { password: options.password }), options);

/** Status and page progress of one extraction. */
export const fetchExtraction = (id: string, signal?: AbortSignal) =>
  apiFetch<ExtractionProgress>(`/extractions/${enc(id)}`, { signal });

/** Tables of a finished extraction. */
export const fetchExtractionResult = (id: string) => apiFetch<ExtractionResult>(`/extractions/${enc(id)}/result`);

/** Stores edited tables; later downloads export them. */
export const saveExtractionTables = (id: string, tables: TableEdit[]) =>
  apiFetch<unknown>(`/extractions/${enc(id)}/tables`, { method: "PUT", body: { tables } });

/** The export file of an extraction in `format` (CSV of several tables comes as a zip, one CSV per table). */
export const downloadExtraction = (id: string, format: ExportFormat): Promise<DownloadedFile> =>
  fetchBlob(`/extractions/${enc(id)}/download?format=${format}`);

/**
 * PNG of a page with table `table` (0-based index into the extraction's tables) outlined.
 * The server never stores a PDF's password, so an encrypted PDF needs it again here.
 */
export const fetchTablePageImage = (
  id: string,
  page: number,
  table: number,
  options: { signal?: AbortSignal; password?: string } = {},
) =>
  fetchBlob(`/extractions/${enc(id)}/pages/${page}/image?table=${table}`, {
    signal: options.signal,
    headers: options.password ? { "X-PDF-Password": options.password } : undefined,
  });

/**
 * One page of the signed-in user's extractions with statistics: `limit` items, after the item a
 * previous page's `next_cursor` names (none: the first page).
 */
export const fetchHistory = (query: HistoryQuery, limit: number, cursor: string | null = null) =>
  apiFetch<HistoryPage>(
    `/extractions?${new URLSearchParams({
      search: query.search,
      status: query.status,
      sort: query.sort,
      limit: String(limit),
      ...(cursor === null ? {} : { cursor }),
    })}`,
  );

/** Removes one extraction (and its files) from the history. */
export const deleteExtraction = (id: string) => apiFetch<unknown>(`/extractions/${enc(id)}`, { method: "DELETE" });

/** File name a download is saved under (docs/product.md, Extraction). */
export const downloadName = (format: ExportFormat, suggested: string | null) =>
  suggested ?? `extracted_tables.${format}`;

/** Extracts and exports in one call (POST /pdf/extract); the download path when there is no server id. */
export const extractToFile = (file: File, format: ExportFormat): Promise<DownloadedFile> =>
  fetchBlob("/pdf/extract", { method: "POST", form: pdfForm(file, { export_format: format }) });
