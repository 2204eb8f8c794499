import type { Readable } from "node:stream";
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

/**
 * True when a part sent as a file is one of the form fields the server reads: a browser appends a
 * Blob to a FormData with the file name "blob", and Python requests sends a `(name, text, type)`
 * tuple with its name, so `areas` sent that way arrives as a file part, not a field.
 */
export function isFieldSentAsFile(fieldname: string): boolean {
  return READ_FIELDS.has(fieldname);
}

/**
 * Adds a field's text to an upload's fields. A field the server reads that comes a second time
 * (as a field or as a file part) is refused, naming it, rather than the last value silently
 * winning; others stay ignored, however often they come (docs/api.md, Upload).
 */
export function addField(fields: Record<string, string>, name: string, value: string): void {
  if (READ_FIELDS.has(name) && Object.hasOwn(fields, name))
    throw errors.validation(`${name} was sent more than once: send it once`);
  fields[name] = value;
}

/** How many of the read fields an upload may send as file parts, on top of its PDFs. */
export const FIELDS_SENT_AS_FILES = 4;

/** The text of a read field that came as a file part (isFieldSentAsFile), held to FORM_FIELD_BYTES as a field is. */
export async function filePartText(part: { fieldname: string; file: Readable }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_FIELD_BYTES) {
      part.file.resume();
      throw errors.validation(`${part.fieldname} is longer than 16 KB, the most a form field may hold`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
