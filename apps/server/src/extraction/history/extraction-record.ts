import type { Selectable } from "kysely";
import type { Table } from "@pdftab/engine";
import type { ExtractSettings } from "../pool/index.js";
import type { ExtractionsTable } from "../../db/schema.js";
import { sanitizeDisplayName } from "../../storage/display-name.js";

/** A page the engine could not read (or not in time); the rest of the document still returned. */
export interface PageError {
  page: number;
  code: string;
  message: string;
}

/** An extraction row as the server works with it (numbers as numbers, tables typed). */
export interface ExtractionRecord {
  id: string;
  /** Who ran it. */
  userId: string;
  /** The workspace it belongs to. */
  workspaceId: string;
  filename: string;
  fileSize: number;
  storageKey: string | null;
  status: "processing" | "completed" | "failed";
  errorCode: string | null;
  errorMessage: string | null;
  /** What the extraction runs with (never the password); see docs/api.md, "Corrections and templates". */
  settings: Omit<ExtractSettings, "password">;
  pageCount: number | null;
  pagesTotal: number | null;
  pagesDone: number;
  tableCount: number;
  totalRows: number;
  method: string | null;
  averageConfidence: number | null;
  /** The engine's tables; null until completed. */
  tables: Table[] | null;
  /** Pages skipped because they failed or ran out of time; the other pages' tables are there. */
  pageErrors: PageError[];
  /** The engine's per-page warnings (damaged pages, pages without a text layer, an anchor not found, an area off the page). */
  warnings: PageError[];
  edited: boolean;
  /** When the current run started: a re-extraction's start, else the upload's. */
  runStartedAt: Date;
  createdAt: Date;
  completedAt: Date | null;
  expiresAt: Date;
  /** When the retention sweep deleted the PDF and the tables; null while they are stored. */
  expiredAt: Date | null;
}

/**
 * An extraction without its tables: what the status and history views need.
 * The tables are the row's big JSON (megabytes for a long document), so
 * status polls and history lists read only these columns.
 */
export type ExtractionSummary = Omit<ExtractionRecord, "tables">;

/**
 * What a status call shows of an extraction (routes/extractions/present.ts,
 * statusView): not the page errors and warnings (JSON, one entry per page
 * for a damaged document) nor where the file is stored, which a status poll,
 * the most frequent call, would read and parse for nothing.
 */
export type ExtractionStatus = Pick<
  ExtractionSummary,
  | "id"
  | "filename"
  | "fileSize"
  | "status"
  | "errorCode"
  | "errorMessage"
  | "settings"
  | "pageCount"
  | "pagesTotal"
  | "pagesDone"
  | "tableCount"
  | "totalRows"
  | "method"
  | "averageConfidence"
  | "edited"
  | "createdAt"
  | "completedAt"
  | "expiresAt"
  | "expiredAt"
>;

/** The columns of `extractions` an ExtractionStatus is read from. */
export const STATUS_COLUMNS = [
  "id",
  "filename",
  "file_size",
  "status",
  "error_code",
  "error_message",
  "settings",
  "page_count",
  "pages_total",
  "pages_done",
  "table_count",
  "total_rows",
  "method",
  "average_confidence",
  "edited",
  "created_at",
  "completed_at",
  "expires_at",
  "expired_at",
] as const satisfies readonly (keyof ExtractionsTable)[];

/** A row read with STATUS_COLUMNS. */
export type StatusRow = Pick<Selectable<ExtractionsTable>, (typeof STATUS_COLUMNS)[number]>;

/** Status row -> status (each field as toSummary converts it). */
export function toStatus(row: StatusRow): ExtractionStatus {
  return {
    id: row.id,
    filename: sanitizeDisplayName(row.filename),
    fileSize: Number(row.file_size),
    status: row.status,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    settings: (row.settings ?? {}) as ExtractionRecord["settings"],
    pageCount: row.page_count,
    pagesTotal: row.pages_total,
    pagesDone: row.pages_done,
    tableCount: row.table_count,
    totalRows: row.total_rows,
    method: row.method,
    averageConfidence: row.average_confidence === null ? null : Number(row.average_confidence),
    edited: row.edited,
    createdAt: new Date(row.created_at),
    completedAt: row.completed_at ? new Date(row.completed_at) : null,
    expiresAt: new Date(row.expires_at),
    expiredAt: row.expired_at ? new Date(row.expired_at) : null,
  };
}

/** Summary row -> summary: the status's fields and those a status does not show. */
export function toSummary(row: Omit<Selectable<ExtractionsTable>, "result">): ExtractionSummary {
  return {
    ...toStatus(row),
    userId: row.user_id,
    workspaceId: row.workspace_id,
    storageKey: row.storage_key,
    pageErrors: (row.page_errors ?? []) as PageError[],
    warnings: (row.warnings ?? []) as PageError[],
    runStartedAt: new Date(row.run_started_at ?? row.created_at),
  };
}

/** Row -> record. */
export function toRecord(row: Selectable<ExtractionsTable>): ExtractionRecord {
  return { ...toSummary(row), tables: (row.result ?? null) as Table[] | null };
}

/** True once the retention period is over: the PDF and result are gone (expiredAt) or about to be (the next sweep). */
export function isExpired(record: Pick<ExtractionSummary, "expiresAt" | "expiredAt">, now = new Date()): boolean {
  return record.expiredAt !== null || record.expiresAt.getTime() <= now.getTime();
}
