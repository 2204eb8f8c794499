import { errors } from "../errors/index.js";

/** The most bytes an upload's form field (not a file) may hold; the parser cuts a longer one short. */
export const FORM_FIELD_BYTES = 16 * 1024;

/**
 * The form fields the upload routes read (docs/api.md, Upload); others are ignored, whatever their length. A field a
 * route starts reading belongs here too, or a value cut at FORM_FIELD_BYTES would be read as the part that fitted.
 */
const READ_FIELDS = new Set([
  "pages",
  "method",
  "password",
  "stitch",
  "areas",
  "columns",
  "template_id",
  "format",
  "export_format",
  "csv_layout",
  "include_stats",
  "include_statistics",
  "fill_gaps",
  "align_columns",
]);

/**
 * The text of an upload's form field. A part sent with `Content-Type: application/json` (Python
 * requests given a `(None, text, "application/json")` tuple, a browser Blob of that type) arrives
 * parsed by the multipart plugin: it is made JSON text again, so `areas` or `columns` read the same
 * either way instead of as "[object Object]". A field the server reads that the parser cut at
 * FORM_FIELD_BYTES is refused, naming it, rather than read as the part of it that fitted.
 */
export function formFieldText(part: { fieldname: string; value: unknown; valueTruncated: boolean }): string {
  if (part.valueTruncated && READ_FIELDS.has(part.fieldname))
    throw errors.validation(`${part.fieldname} is longer than 16 KB, the most a form field may hold`);
  return typeof part.value === "string" ? part.value : JSON.stringify(part.value);
}
