import { Type } from "@fastify/type-provider-typebox";
import {
  BatchExtractionFields,
  CorrectionFields,
  ExtractionResponseSchema,
} from "../extractions/extraction-schemas.js";
import { CsvDownloadQueryFields } from "../../extraction/output/csv-download-options.js";

/** ?response= of POST /extract. */
export const ExtractQuery = Type.Object({
  response: Type.Optional(
    Type.Union([Type.Literal("file"), Type.Literal("json")], {
      description: "file (default): the export file; json: the extraction response with a temp_id",
    }),
  ),
});

/** What POST /extract?response=json answers: the extraction response plus where to fetch the file later. */
export const PublicExtractResponseSchema = Type.Intersect([
  ExtractionResponseSchema,
  Type.Object({
    temp_id: Type.String({
      format: "uuid",
      description: "Pass to GET /download/{temp_id}; the same id as extraction_id",
    }),
    expires_at: Type.String({
      format: "date-time",
      description: "When temp_id stops working (RETENTION_DAYS after the upload)",
    }),
    download_url: Type.String({ description: "GET this URL (with the same Authorization header) for the file" }),
  }),
]);

export const TempIdParams = Type.Object({
  temp_id: Type.String({ description: "temp_id (extraction_id) from POST /extract" }),
});

export const DownloadQuery = Type.Object({
  format: Type.Optional(Type.String({ description: "xlsx (default), excel, csv or json" })),
  include_stats: Type.Optional(
    Type.String({ description: "'true' adds a statistics sheet (xlsx) or statistics.csv (CSV)" }),
  ),
  csv_layout: Type.Optional(
    Type.Union([Type.Literal("single"), Type.Literal("zip")], {
      description:
        "CSV only: single (every table in one file) or zip (one CSV per table); default: one table is one CSV, several tables or statistics make a zip",
    }),
  ),
  ...CsvDownloadQueryFields,
});

/** Multipart fields of POST /extract (documented; the body is read as a stream, not validated by schema). */
export const EXTRACT_FIELDS_DOC =
  "multipart/form-data: `file` (the PDF, required); optional `format` (excel | xlsx | csv | json, default xlsx; `export_format` is accepted too), `pages` (\"1-3,7\"), `method` (auto | lattice | stream), `password` (encrypted PDFs; never stored), `stitch` ('true'), `include_stats` ('true'), `areas`, `columns` and `template_id` (docs/api.md, Corrections and templates). Answers the file (Content-Disposition extracted_tables.<ext>, headers X-Temp-Id and X-Expires-At), or with ?response=json the tables as JSON.";

/** The multipart fields of POST /extract, for the OpenAPI requestBody (see openapi/complete-operations.ts). */
export const ExtractMultipartBody = Type.Object({
  file: Type.String({ format: "binary", description: "The PDF" }),
  format: Type.Optional(
    Type.Union([Type.Literal("excel"), Type.Literal("xlsx"), Type.Literal("csv"), Type.Literal("json")], {
      default: "xlsx",
      description: "Export format (ignored with ?response=json)",
    }),
  ),
  pages: Type.Optional(Type.String({ description: 'Page selection, e.g. "1-3,7" or "5-"; default every page' })),
  method: Type.Optional(
    Type.Union([Type.Literal("auto"), Type.Literal("lattice"), Type.Literal("stream")], { default: "auto" }),
  ),
  password: Type.Optional(Type.String({ description: "For encrypted PDFs; used once, never stored" })),
  stitch: Type.Optional(Type.String({ description: "'true' joins a table continued over pages" })),
  include_stats: Type.Optional(Type.String({ description: "'true' adds statistics to the file" })),
  ...CorrectionFields,
  csv_layout: Type.Optional(
    Type.Union([Type.Literal("single"), Type.Literal("zip")], {
      description:
        "CSV only: single (every table in one file) or zip (one CSV per table); default: one table is one CSV, several tables or statistics make a zip",
    }),
  ),
});

/** Multipart fields of the public POST /batch-extract. */
export const PublicBatchExtractBody = Type.Object({
  files: Type.Array(Type.String({ format: "binary" }), {
    description: "The PDFs, one `files` part each; your plan sets how many (Pro 10, Business 50)",
  }),
  format: Type.Optional(
    Type.Union([Type.Literal("excel"), Type.Literal("xlsx"), Type.Literal("csv"), Type.Literal("json")], {
      default: "xlsx",
      description: "Format of each PDF's result file (`export_format` is accepted too)",
    }),
  ),
  include_statistics: Type.Optional(Type.String({ description: "'true' adds statistics to each result" })),
  fill_gaps: Type.Optional(Type.String({ description: "'true' fills merged-cell gaps" })),
  align_columns: Type.Optional(
    Type.String({ description: "'true' adds combined.xlsx with matching columns aligned across the PDFs" }),
  ),
  ...BatchExtractionFields,
});

export const BatchIdPathParams = Type.Object({
  batch_id: Type.String({ description: "batch_id from POST /batch-extract" }),
});
