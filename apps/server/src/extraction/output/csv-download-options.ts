import { Type } from "@fastify/type-provider-typebox";
import { csvDelimiterNamed, type CsvDelimiter } from "@pdftab/export/csv-delimiter";
import { flag } from "../upload/extraction-fields.js";

/**
 * The query parameters of a download that shape its CSV for spreadsheets (docs/api.md, "CSV
 * downloads"): `delimiter` (comma, the default, semicolon or tab; a bad name is the schema's
 * `422 validation_failed`, "delimiter must be comma, semicolon or tab") and `bom` ('true' starts
 * each CSV with a UTF-8 byte order mark). Other formats ignore them, as they ignore `csv_layout`.
 */
export const CsvDownloadQueryFields = {
  delimiter: Type.Optional(
    Type.Union([Type.Literal("comma"), Type.Literal("semicolon"), Type.Literal("tab")], {
      description:
        "CSV only: the field delimiter, comma (default), semicolon (what Excel expects where the decimal separator is a comma) or tab; a field holding it is quoted",
    }),
  ),
  bom: Type.Optional(
    Type.String({
      description:
        "CSV only: 'true' starts each CSV with a UTF-8 byte order mark, which Excel on Windows needs to read accents right; default false",
    }),
  ),
};

/** What a download asks of its CSV: only what it gave, so a download without either is byte for byte as before. */
export interface CsvDownloadOptions {
  delimiter?: CsvDelimiter;
  bom?: boolean;
}

/** The CSV options of a download's query (already checked against `CsvDownloadQueryFields`); `bom` as `include_stats` is read. */
export function csvDownloadOptions(query: { delimiter?: string; bom?: string }): CsvDownloadOptions {
  const delimiter = query.delimiter !== undefined ? csvDelimiterNamed(query.delimiter) : undefined;
  const bom = flag(query.bom, "bom");
  return { ...(delimiter !== undefined ? { delimiter } : {}), ...(bom ? { bom } : {}) };
}
