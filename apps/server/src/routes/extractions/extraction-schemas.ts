import { Type } from "@fastify/type-provider-typebox";

const BBoxSchema = Type.Object({ x0: Type.Number(), y0: Type.Number(), x1: Type.Number(), y1: Type.Number() }, { description: "PDF points, top-left origin" });

/** One table of the extraction response (more fields pass through: typed_data, columns, spans, ...). */
const ExtractionTableSchema = Type.Object(
  {
    page: Type.Integer(),
    table_index: Type.Integer(),
    headers: Type.Array(Type.String()),
    data: Type.Array(Type.Array(Type.String())),
    confidence: Type.Number(),
    method: Type.String(),
    bbox: BBoxSchema,
  },
  { additionalProperties: true },
);

/** Spec section 3 "Extraction response", plus the history row's id. */
export const ExtractionResponseSchema = Type.Object(
  {
    extraction_id: Type.String({ format: "uuid" }),
    filename: Type.String(),
    edited: Type.Boolean({ description: "True once the user saved edited tables" }),
    page_errors: Type.Array(Type.Object({ page: Type.Integer(), code: Type.String(), message: Type.String() }), {
      description: "Pages skipped because they could not be read or ran out of time (page_timeout); the other pages' tables are there",
    }),
    table_count: Type.Integer(),
    method: Type.String({ description: "Detector behind most tables: lattice, stream, hybrid, ... or none" }),
    statistics: Type.Object({ average_confidence: Type.Number(), total_rows: Type.Integer() }, { additionalProperties: true }),
    tables: Type.Array(ExtractionTableSchema),
  },
  { additionalProperties: true },
);

/** Progress and outcome of one extraction. */
export const ExtractionStatusSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  status: Type.Union([Type.Literal("processing"), Type.Literal("completed"), Type.Literal("failed")]),
  filename: Type.String(),
  file_size: Type.Integer(),
  created_at: Type.String({ format: "date-time" }),
  completed_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  expires_at: Type.String({ format: "date-time" }),
  expired: Type.Boolean(),
  page_count: Type.Union([Type.Integer(), Type.Null()]),
  pages_done: Type.Integer(),
  pages_total: Type.Union([Type.Integer(), Type.Null()]),
  table_count: Type.Integer(),
  total_rows: Type.Integer(),
  extraction_method: Type.Union([Type.String(), Type.Null()]),
  confidence: Type.Union([Type.Number(), Type.Null()]),
  edited: Type.Boolean(),
  error: Type.Union([Type.String(), Type.Null()]),
  error_code: Type.Union([Type.String(), Type.Null()]),
});

/** A history list item (spec section 3 "Extraction history item", kept on the server). */
export const HistoryItemSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  created_at: Type.String({ format: "date-time" }),
  filename: Type.String(),
  file_size: Type.Integer(),
  table_count: Type.Integer(),
  extraction_method: Type.Union([Type.String(), Type.Null()]),
  confidence: Type.Union([Type.Number(), Type.Null()]),
  status: Type.Union([Type.Literal("processing"), Type.Literal("completed"), Type.Literal("failed")]),
  error: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.String({ format: "date-time", description: "When the PDF and tables are deleted (RETENTION_DAYS after the upload)" }),
  expired: Type.Boolean({ description: "True once the retention period is over: result, download and page images answer 410 extraction_expired" }),
});

export const IdParams = Type.Object({ id: Type.String() });

/** Multipart fields every extraction upload understands, for the OpenAPI description. */
export const UPLOAD_FIELDS_DOC =
  "multipart/form-data: `file` (the PDF, required); optional `pages` (\"1-3,7\"), `method` (auto | lattice | stream), `password`, `stitch` ('true').";
