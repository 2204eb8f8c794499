import type { Batch, BatchCreated } from "./batchTypes";
import type { ExportFormat } from "./extractionTypes";
import { apiFetch } from "./client";
import { fetchBlob, type DownloadedFile } from "./fetchBlob";
import { uploadForm, type UploadRequest } from "./upload";

const enc = encodeURIComponent;

const batchForm = (files: File[], fields: Record<string, string>) => {
  const form = new FormData();
  // Fields first: the server reads them before the PDFs stream in.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("files", file, file.name);
  return form;
};

/** Starts a batch from the Batch page (call #7). */
export const createBatch = (files: File[], format: ExportFormat, request: UploadRequest = {}) =>
  uploadForm<BatchCreated>("/batch/create", batchForm(files, { format }), request);

/** Starts a batch from the dashboard (call #6): statistics, filled gaps and aligned columns. */
export const startBatchExtract = (files: File[], format: ExportFormat, request: UploadRequest = {}) =>
  uploadForm<BatchCreated>(
    "/pdf/batch-extract",
    batchForm(files, { export_format: format, include_statistics: "true", fill_gaps: "true", align_columns: "true" }),
    request,
  );

/** The signed-in user's batches, newest first (call #8). */
export const fetchBatches = () => apiFetch<Batch[]>("/batch/");

/** Cancels a batch; `success` is false when it had already ended (call #9). */
export const cancelBatch = (id: string) => apiFetch<{ success: boolean; status: string }>(`/batch/${enc(id)}/cancel`, { method: "POST" });

/** Deletes a batch with its files and results (call #10). */
export const deleteBatch = (id: string) => apiFetch<{ success: boolean; id: string }>(`/batch/${enc(id)}`, { method: "DELETE" });

/** The zip of a batch's results (call #11). */
export const downloadBatch = (id: string): Promise<DownloadedFile> => fetchBlob(`/batch/${enc(id)}/download`);

/** Name the results are saved under (spec section 7: batch_{id}_results; the server sends a zip). */
export const batchDownloadName = (id: string) => `batch_${id}_results.zip`;
