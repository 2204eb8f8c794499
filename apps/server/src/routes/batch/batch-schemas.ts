import { Type } from "@fastify/type-provider-typebox";
import { BatchExtractionFields } from "../extractions/extraction-schemas.js";

/** `:id` of a batch. */
export const BatchIdParams = Type.Object({ id: Type.String() });

/** `:id` of a batch and `:file_id` of one of its files. */
export const BatchFileParams = Type.Object({ id: Type.String(), file_id: Type.String() });

/** JSON body of POST /batch/:id/files/:file_id/retry. */
export const BatchFileRetryBody = Type.Object(
  { password: Type.Optional(Type.String({ maxLength: 1024, description: "The PDF's password; never stored" })) },
  { additionalProperties: false },
);

/** Answer of POST /batch/:id/files/:file_id/retry. */
export const BatchFileRetried = Type.Object({
  success: Type.Boolean(),
  file_id: Type.String({ format: "uuid" }),
  status: Type.String({ description: "processing: the file runs again; poll GET /batch/ for its result" }),
});

/** Answer of both batch upload routes. */
export const BatchCreated = Type.Object({ batch_id: Type.String({ format: "uuid" }), total_files: Type.Integer() });

/** Multipart fields of POST /batch/create. */
export const BatchCreateBody = Type.Object({
  files: Type.Array(Type.String({ format: "binary" }), { description: "The PDFs, one `files` part each" }),
  format: Type.Optional(Type.String({ description: "xlsx (or excel), csv or json; default xlsx" })),
  ...BatchExtractionFields,
});

/** Multipart fields of POST /pdf/batch-extract. */
export const BatchExtractBody = Type.Object({
  files: Type.Array(Type.String({ format: "binary" }), { description: "The PDFs, one `files` part each" }),
  export_format: Type.Optional(Type.String({ description: "xlsx (or excel), csv or json; default xlsx" })),
  include_statistics: Type.Optional(Type.String({ description: "'true' adds statistics" })),
  fill_gaps: Type.Optional(Type.String({ description: "'true' fills merged-cell gaps" })),
  align_columns: Type.Optional(Type.String({ description: "'true' adds combined.xlsx with matching columns aligned" })),
  ...BatchExtractionFields,
});

/** One batch in GET /batch/. */
export const BatchSchema = Type.Object({
  id: Type.String(),
  status: Type.String({ description: "pending, processing, completed, failed or cancelled" }),
  format: Type.String(),
  progress: Type.Object({
    total_files: Type.Integer(),
    processed_files: Type.Integer(),
    successful_files: Type.Integer(),
    failed_files: Type.Integer(),
    current_file: Type.Union([Type.String(), Type.Null()], {
      description: "One file under way: while several run at once, the earliest in the batch of them",
    }),
    current_index: Type.Union([Type.Integer(), Type.Null()], {
      description: "1-based place of current_file in the batch",
    }),
    current_pages: Type.Union([Type.Object({ done: Type.Integer(), total: Type.Integer() }), Type.Null()], {
      description:
        "Pages read so far of current_file (null when no file is under way, or before its page count is known)",
    }),
  }),
  created_at: Type.String(),
  completed_at: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.String({
    format: "date-time",
    description: "When the PDFs and results are deleted (RETENTION_DAYS after the upload)",
  }),
  expired: Type.Boolean({
    description: "True once the retention period is over; the download then answers 410 batch_expired",
  }),
  results: Type.Array(
    Type.Object({
      id: Type.String({
        format: "uuid",
        description: "The file's id in its batch (POST /batch/{id}/files/{file_id}/retry names it)",
      }),
      filename: Type.String(),
      status: Type.String(),
      table_count: Type.Integer(),
      error: Type.Union([Type.String(), Type.Null()]),
      error_code: Type.Union([Type.String(), Type.Null()]),
      ocr_pages: Type.Array(Type.Integer(), {
        description: "Pages of the file read by OCR (scanned pages); [] when none",
      }),
      warnings: Type.Array(
        Type.Object({
          code: Type.String({
            description:
              "A page warning or page error code of the extraction response (no_text_layer, ocr_page_limit, page_timeout, damaged_content, ...); never ocr_used, which ocr_pages lists",
          }),
          pages: Type.Array(Type.Integer(), { description: "The pages it concerns, ascending" }),
          message: Type.String({ description: "The message of its first page" }),
        }),
        {
          description:
            "What the engine could not fully read in a completed file, one entry per code: a file can complete with pages skipped or without text found, and so with fewer tables than it holds; [] when none",
        },
      ),
    }),
  ),
  error: Type.Union([Type.String(), Type.Null()]),
  ran_by: Type.Union([Type.String(), Type.Null()], {
    description: "E-mail of the workspace member who started the batch (null once that account is deleted)",
  }),
});
