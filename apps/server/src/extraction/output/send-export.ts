import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { exportCreatorOf } from "../../workspaces/workspace-brand.js";
import type { FastifyReply } from "fastify";
import type { Table } from "@pdftab/engine";
// the light entry: the whole package would load the spreadsheet library with the server (docs/operations.md, Memory)
import { exportFileInfo, parseExportFormat } from "@pdftab/export/format";
import { errors } from "../../errors/index.js";
import type { ExtractionPool } from "../pool/index.js";
import { poolWork } from "./finished-tables.js";
import type { CsvDownloadOptions } from "./csv-download-options.js";
import { sendHeadersOnly } from "./headers-only.js";

/** Export formats a request may name; "excel" is a synonym of "xlsx" (docs/product.md, Extraction). */
export const EXPORT_FORMATS = ["xlsx", "excel", "csv", "json"] as const;

/** Validates a format name from a request; default xlsx. `field` names it in the error, as the request sent it. */
export function exportFormatOf(value: string | undefined, field = "export_format"): "xlsx" | "csv" | "json" {
  if (value === undefined || value.trim() === "") return "xlsx";
  try {
    return parseExportFormat(value);
  } catch {
    throw errors.validation(`${field} must be xlsx (or excel), csv or json, not "${value}"`);
  }
}

/**
 * Which of an upload form's two names for the export format to read, `format` or `export_format`
 * (docs/api.md: each form documents one and accepts the other), and its value; `preferred` is
 * the one documented, read when neither is sent. Both sent naming different formats is refused,
 * naming both, rather than one silently winning; the same format under both (`excel` and `xlsx`
 * too) is fine, and a value that is no format is left to the caller's check, which names its field.
 */
export function formatField(
  fields: Record<string, string>,
  preferred: "format" | "export_format",
): { name: "format" | "export_format"; value: string | undefined } {
  const other = preferred === "format" ? "export_format" : "format";
  const sent = (name: string) => fields[name] !== undefined && fields[name].trim() !== "";
  if (!sent(preferred))
    return sent(other) ? { name: other, value: fields[other] } : { name: preferred, value: fields[preferred] };
  if (!sent(other)) return { name: preferred, value: fields[preferred] };
  const formats: Partial<Record<string, string>> = {};
  for (const name of [preferred, other] as const) {
    try {
      formats[name] = parseExportFormat(fields[name]!);
    } catch {
      return { name, value: fields[name] };
    }
  }
  if (formats.format !== formats.export_format)
    throw errors.validation(
      `format and export_format disagree (${fields.format!.trim()}, ${fields.export_format!.trim()}): send one`,
    );
  return { name: preferred, value: fields[preferred] };
}

/** What a request may ask of a CSV download; see `csvLayoutFor`. */
export type CsvLayoutRequest = "single" | "zip" | undefined;

/**
 * How a CSV download is laid out (docs/api.md, "CSV downloads"): one table without statistics is
 * one clean CSV; several tables, or statistics, make a zip with one CSV per table ("p1 t1.csv",
 * by page and index) and statistics in statistics.csv. `csv_layout=single` asks for every table
 * in one file instead (each introduced by a `# Table` line), `csv_layout=zip` for the zip always.
 */
export function csvLayoutFor(tableCount: number, includeStats: boolean, requested: CsvLayoutRequest): "single" | "zip" {
  if (requested) return requested;
  return tableCount > 1 || includeStats ? "zip" : "single";
}

/** Validates the `csv_layout` of a request. */
export function csvLayoutOf(value: string | undefined): CsvLayoutRequest {
  if (value === undefined || value.trim() === "") return undefined;
  const layout = value.trim().toLowerCase();
  if (layout === "single" || layout === "zip") return layout;
  throw errors.validation(`csv_layout must be single or zip, not "${value}"`);
}

/**
 * Sends the tables as a file download built by packages/export on a
 * worker (xlsx is CPU work). `downloadName` is the name without extension;
 * with `db`, a Business workspace's name is the workbook's author.
 */
export async function sendExport(
  reply: FastifyReply,
  pool: ExtractionPool,
  input: { fileName: string; tables: Table[] },
  format: "xlsx" | "csv" | "json",
  options: {
    includeStats: boolean;
    downloadName: string;
    csvLayout?: CsvLayoutRequest;
    /** CSV only: its delimiter and byte order mark (csv-download-options.ts). */
    csv?: CsvDownloadOptions;
    db?: Kysely<Database>;
  },
): Promise<FastifyReply> {
  const csvLayout =
    format === "csv" ? csvLayoutFor(input.tables.length, options.includeStats, options.csvLayout) : undefined;
  const info = exportFileInfo(format, { csvLayout });
  const fileHeaders = {
    "content-type": info.contentType,
    "content-disposition": contentDisposition(`${options.downloadName}.${info.extension}`),
    "cache-control": "private, no-store",
  };
  // HEAD answers what GET would, headers only: the file is not built just to be thrown away
  // (docs/api.md, "Downloads and HEAD"). Its length is not known without building it, so none is sent.
  if (reply.request.method === "HEAD") return sendHeadersOnly(reply, fileHeaders);
  const workspace = reply.request.workspace;
  const creator =
    options.db && workspace ? await exportCreatorOf(options.db, workspace.id, pool.workbookCreator) : undefined;
  const body = await poolWork(
    pool.exportFile(input.tables, input.fileName, format, {
      includeStats: options.includeStats,
      csvLayout,
      ...(format === "csv" ? options.csv : {}),
      ...(reply.request.user ? { owner: reply.request.user.id } : {}),
      ...(creator ? { creator } : {}),
    }),
  );
  return reply.headers(fileHeaders).send(body);
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  // encodeURIComponent leaves ' ( ) * as they are, which RFC 8187 does not allow in the value
  // (the ' ends the charset and language parts): "O'Brien.pdf" must be O%27Brien
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
