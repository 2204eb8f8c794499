import { Type, type TSchema } from "@fastify/type-provider-typebox";

const BBoxSchema = Type.Object(
  { x0: Type.Number(), y0: Type.Number(), x1: Type.Number(), y1: Type.Number() },
  { description: "PDF points, top-left origin" },
);

/** One cell as the engine found it, with its own confidence. */
const ExtractionCellSchema = Type.Object(
  {
    text: Type.String(),
    bbox: BBoxSchema,
    row: Type.Integer({
      description:
        "0-based row of the cell's top-left slot in the grid as extracted ([...header_rows, ...data] before fill_gaps)",
    }),
    col: Type.Integer(),
    row_span: Type.Integer(),
    col_span: Type.Integer(),
    confidence: Type.Number({
      description:
        "0..1, from evidence about this cell: text crossing a ruling or a column edge, distance from its column's alignment, wrapped lines the engine joined",
    }),
  },
  { additionalProperties: false },
);

/** Something the engine wants the reader to know about one page. */
export const ExtractionWarningSchema = Type.Object(
  {
    file_name: Type.String(),
    page: Type.Integer(),
    code: Type.String({
      description:
        "no_text_layer, damaged_content, repaired_file, page_timeout, damaged_pdf, internal_error, anchor_not_found, area_outside_page, columns_ignored or template_pages_past_end",
    }),
    message: Type.String(),
  },
  { additionalProperties: true },
);

/** One table of the extraction response (more fields pass through: typed_data, columns, spans, ...). */
const ExtractionTableSchema = Type.Object(
  {
    page: Type.Integer(),
    pages: Type.Optional(
      Type.Array(Type.Integer(), { description: "Every page a table stitched across pages covers; [page] otherwise" }),
    ),
    table_index: Type.Integer(),
    headers: Type.Array(Type.String()),
    header_rows: Type.Optional(
      Type.Array(Type.Array(Type.String()), {
        description: "The header rows as printed; [...header_rows, ...data] is the full grid",
      }),
    ),
    data: Type.Array(Type.Array(Type.String())),
    confidence: Type.Number(),
    method: Type.String(),
    bbox: BBoxSchema,
    cells: Type.Array(ExtractionCellSchema),
  },
  { additionalProperties: true },
);

/** The extraction response (docs/product.md, Extraction), plus the history row's id. */
export const ExtractionResponseSchema = Type.Object(
  {
    extraction_id: Type.String({ format: "uuid" }),
    filename: Type.String(),
    edited: Type.Boolean({ description: "True once the user saved edited tables" }),
    page_errors: Type.Array(Type.Object({ page: Type.Integer(), code: Type.String(), message: Type.String() }), {
      description:
        "Pages skipped because they could not be read or ran out of time (page_timeout); the other pages' tables are there",
    }),
    table_count: Type.Integer(),
    method: Type.String({ description: "Detector behind most tables: lattice, stream, hybrid, ... or none" }),
    statistics: Type.Object(
      { average_confidence: Type.Number(), total_rows: Type.Integer() },
      { additionalProperties: true },
    ),
    tables: Type.Array(ExtractionTableSchema),
    warnings: Type.Array(ExtractionWarningSchema, {
      description:
        "What the reader should know about a page: the engine could not fully read it (damaged_content, repaired_file, page_timeout, ...), it has no usable text layer (no_text_layer: scanned, or text drawn as shapes), a template area's anchor text is not on it (anchor_not_found), an area lies off it (area_outside_page), the template's pages run past the document's end (template_pages_past_end, on the first page read); [] when none",
    }),
  },
  { additionalProperties: true },
);

const Method = Type.Union([Type.Literal("auto"), Type.Literal("lattice"), Type.Literal("stream")]);
const PageKeyed = <T extends TSchema>(value: T, description: string) =>
  Type.Record(Type.String({ pattern: "^[0-9]+$" }), value, { description });

/** One table area: a box [x0, y0, x1, y1], or a box with settings of its own (docs/api.md, "Corrections and templates"). */
export const AreaEntrySchema = Type.Union([
  Type.Array(Type.Number(), {
    minItems: 4,
    maxItems: 4,
    description: "[x0, y0, x1, y1] in PDF points, top-left origin of the page as displayed",
  }),
  Type.Object(
    {
      box: Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: "[x0, y0, x1, y1]" }),
      method: Type.Optional(Method),
      header_rows: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: 100,
          description: "How many leading rows are header rows; header detection decides when absent",
        }),
      ),
      columns: Type.Optional(
        Type.Array(Type.Number(), {
          description:
            "This area's column guides (x on the page, inside the box); the page's guides inside the box when absent",
        }),
      ),
    },
    {
      additionalProperties: false,
      description: "An area with settings of its own, which win over the request's for this area",
    },
  ),
]);

/** What an extraction ran with (docs/api.md, "Corrections and templates"). */
export const ExtractionSettingsSchema = Type.Object(
  {
    pages: Type.Union([Type.String(), Type.Null()], {
      description: "Page selection in force (the request's, else the template's); null: every page",
    }),
    method: Method,
    stitch: Type.Boolean(),
    areas: PageKeyed(
      Type.Array(AreaEntrySchema),
      'Table areas given by the upload or a re-extraction, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin; an area with settings of its own is {box, method?, header_rows?, columns?}; a template\'s areas are in the template',
    ),
    columns: PageKeyed(
      Type.Array(Type.Number()),
      'Column guides given by the upload or a re-extraction, {"3": [x1, x2]}',
    ),
    template_id: Type.Union([Type.String({ format: "uuid" }), Type.Null()], {
      description: "The template applied (its copy from the time of the run is what was used)",
    }),
  },
  { description: "The settings the extraction ran with; POST /extractions/{id}/reextract changes them" },
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
  queued: Type.Boolean({
    description: "Processing but not reading pages yet: waiting for a free worker (or opening the PDF)",
  }),
  table_count: Type.Integer(),
  total_rows: Type.Integer(),
  extraction_method: Type.Union([Type.String(), Type.Null()]),
  confidence: Type.Union([Type.Number(), Type.Null()]),
  edited: Type.Boolean(),
  error: Type.Union([Type.String(), Type.Null()]),
  error_code: Type.Union([Type.String(), Type.Null()]),
  settings: ExtractionSettingsSchema,
});

/** A history list item (docs/product.md, Screens: History; kept on the server). */
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
  expires_at: Type.String({
    format: "date-time",
    description: "When the PDF and tables are deleted (RETENTION_DAYS after the upload)",
  }),
  expired: Type.Boolean({
    description:
      "True once the retention period is over: result, download and page images answer 410 extraction_expired",
  }),
  edited: Type.Boolean({ description: "True once the tables were edited and saved" }),
  batch_id: Type.Union([Type.String(), Type.Null()], {
    description: "The batch this extraction ran in, while that batch exists; null for single uploads",
  }),
  ran_by: Type.Union([Type.String(), Type.Null()], {
    description: "E-mail of the workspace member who ran it (null once that account is deleted)",
  }),
});

export const IdParams = Type.Object({ id: Type.String() });

/** Multipart fields every extraction upload understands, for the OpenAPI description. */
export const UPLOAD_FIELDS_DOC =
  'multipart/form-data: `file` (the PDF, required); optional `pages` ("1-3,7"), `method` (auto | lattice | stream), `password`, `stitch` (\'true\'), `areas` (JSON {"3": [[x0, y0, x1, y1]]}, PDF points, top-left origin; an entry may be {"box": [...], "method", "header_rows", "columns"}), `columns` (JSON {"3": [x1, x2]}), `template_id` (one of your templates). ' +
  "Bad areas/columns JSON, or boxes outside the PDF's pages: 422 invalid_areas / invalid_columns naming the JSON path; an unknown template_id: 404.";

/** The correction fields every extraction and batch upload takes (docs/api.md, "Corrections and templates"), for the OpenAPI request bodies. */
export const CorrectionFields = {
  areas: Type.Optional(
    Type.String({
      description:
        'JSON: page number to table areas, {"3": [[x0, y0, x1, y1]]} in PDF points, top-left origin of the page as displayed; only these regions are searched, one table each. An entry may carry settings of its own: {"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1, "columns": [x1, ...]}',
    }),
  ),
  columns: Type.Optional(
    Type.String({ description: 'JSON: page number to column separator x positions, {"3": [120, 300]}' }),
  ),
  template_id: Type.Optional(
    Type.String({
      format: "uuid",
      description:
        "One of your templates (GET /templates): its pages, method, stitch and areas apply; explicit fields win",
    }),
  ),
};

/** The multipart fields of the single-file upload routes (/pdf/extract-info, /pdf/extract, /extractions), for the OpenAPI requestBody. */
export const UploadMultipartBody = Type.Object({
  file: Type.String({ format: "binary", description: "The PDF" }),
  pages: Type.Optional(Type.String({ description: 'Page selection, e.g. "1-3,7" or "5-"; default every page' })),
  method: Type.Optional(
    Type.Union([Type.Literal("auto"), Type.Literal("lattice"), Type.Literal("stream")], { default: "auto" }),
  ),
  password: Type.Optional(Type.String({ description: "For encrypted PDFs; used once, never stored" })),
  stitch: Type.Optional(Type.String({ description: "'true' joins a table continued over pages" })),
  ...CorrectionFields,
});

/** pages, method and stitch as the batch forms take them (applied to every file). */
export const BatchExtractionFields = {
  pages: Type.Optional(Type.String({ description: 'Page selection for every file, e.g. "1-3,7"' })),
  method: Type.Optional(
    Type.Union([Type.Literal("auto"), Type.Literal("lattice"), Type.Literal("stream")], { default: "auto" }),
  ),
  stitch: Type.Optional(Type.String({ description: "'true' joins a table continued over pages" })),
  ...CorrectionFields,
};
