import type { FastifyReply } from "fastify";
import type { Table } from "@pdftab/engine";
import { exportFileInfo, parseExportFormat } from "@pdftab/export";
import { errors } from "../../errors/index.js";
import type { ExtractionPool } from "../pool/index.js";
import { poolWork } from "./finished-tables.js";

/** Export formats a request may name; "excel" is a synonym of "xlsx" (DECISIONS.md). */
export const EXPORT_FORMATS = ["xlsx", "excel", "csv", "json"] as const;

/** Validates a format name from a request; default xlsx. */
export function exportFormatOf(value: string | undefined): "xlsx" | "csv" | "json" {
  if (value === undefined || value.trim() === "") return "xlsx";
  try {
    return parseExportFormat(value);
  } catch {
    throw errors.validation(`export_format must be xlsx (or excel), csv or json, not "${value}"`);
  }
}

/**
 * Sends the tables as a file download built by packages/export on a
 * worker (xlsx is CPU work). `downloadName` is the name without extension.
 */
export async function sendExport(
  reply: FastifyReply,
  pool: ExtractionPool,
  input: { fileName: string; tables: Table[] },
  format: "xlsx" | "csv" | "json",
  options: { includeStats: boolean; downloadName: string },
): Promise<FastifyReply> {
  const body = await poolWork(pool.exportFile(input.tables, input.fileName, format, { includeStats: options.includeStats }));
  const info = exportFileInfo(format);
  return reply
    .header("content-type", info.contentType)
    .header("content-disposition", contentDisposition(`${options.downloadName}.${info.extension}`))
    .header("cache-control", "private, no-store")
    .send(body);
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
