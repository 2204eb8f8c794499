import type { Batch, BatchCreated } from "./batchTypes";
import type { ExportFormat } from "./extractionTypes";
import { apiFetch } from "./client";
import { fetchBlob, type DownloadedFile } from "./fetchBlob";
import { uploadForm, type UploadRequest } from "./upload";

const enc = encodeURIComponent;

/** Upload options of a batch: progress, cancel, and the template its PDFs are read with. */
export type BatchUploadRequest = UploadRequest & { templateId?: string };
const templateField = (request: BatchUploadRequest): Record<string, string> =>
  request.templateId ? { template_id: request.templateId } : {};

const batchForm = (files: File[], fields: Record<string, string>) => {
  const form = new FormData();
  // Fields first: the server reads them before the PDFs stream in.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("files", file, file.name);
  return form;
};

/** Starts a batch from the Batch page (call #7). */
export const createBatch = (files: File[], format: ExportFormat, request: BatchUploadRequest = {}) =>
  uploadForm<BatchCreated>("/batch/create", batchForm(files, { format, ...templateField(request) }), request);

/** Starts a batch from the dashboard (call #6): statistics, filled gaps and aligned columns. */
export const startBatchExtract = (files: File[], format: ExportFormat, request: BatchUploadRequest = {}) =>
  uploadForm<BatchCreated>(
    "/pdf/batch-extract",
    batchForm(files, {
      export_format: format,
      include_statistics: "true",
      fill_gaps: "true",
      align_columns: "true",
      ...templateField(request),
    }),
    request,
  );

/** The signed-in user's batches, newest first (GET /batch/). */
export const fetchBatches = () => apiFetch<Batch[]>("/batch/");

/** Cancels a batch; `success` is false when it had already ended (POST /batch/{id}/cancel). */
export const cancelBatch = (id: string) =>
  apiFetch<{ success: boolean; status: string }>(`/batch/${enc(id)}/cancel`, { method: "POST" });

/**
 * Runs a file of a batch that failed for want of its PDF password again, with the password
 * (POST /batch/{id}/files/{file_id}/retry): the server reads the PDF it stored with the batch.
 */
export const retryBatchFile = ({ batchId, fileId, password }: { batchId: string; fileId: string; password: string }) =>
  apiFetch<{ success: boolean; file_id: string; status: string }>(`/batch/${enc(batchId)}/files/${enc(fileId)}/retry`, {
    method: "POST",
    body: { password },
  });

/** What deleting a batch removed; its extractions stay in the history unless asked. */
export interface BatchDeleted {
  success: boolean;
  id: string;
  deleted_extractions: number;
  kept_extractions: number;
}

/** Deletes a batch and its zip; with `withExtractions`, also the extractions its files made. */
export const deleteBatch = ({ id, withExtractions = false }: { id: string; withExtractions?: boolean }) =>
  apiFetch<BatchDeleted>(`/batch/${enc(id)}${withExtractions ? "?delete_extractions=true" : ""}`, { method: "DELETE" });

/** The zip of a batch's results (GET /batch/{id}/download). */
export const downloadBatch = (id: string): Promise<DownloadedFile> => fetchBlob(`/batch/${enc(id)}/download`);

/** Name the results are saved under (docs/product.md, Extraction: batch_{id}_results; the server sends a zip). */
export const batchDownloadName = (id: string) => `batch_${id}_results.zip`;
