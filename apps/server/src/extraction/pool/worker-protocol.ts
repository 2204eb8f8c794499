import type { MessagePort } from "node:worker_threads";
import type { BBox, ExtractResult, Table } from "@pdftab/engine";
import type { ExtractInfo } from "@pdftab/export";

/** The extraction settings a client may choose (a subset of the engine's options). */
export interface ExtractSettings {
  pages?: string;
  method?: "auto" | "lattice" | "stream";
  password?: string;
  stitch?: boolean;
}

/** Find the tables of one PDF; progress goes to `progress` when given. */
export interface ExtractTask {
  kind: "extract";
  pdf: Uint8Array;
  /** Named in the extraction response. */
  fileName: string;
  settings: ExtractSettings;
  pageTimeoutMs: number;
  progress?: MessagePort;
}

/** Render one page to PNG, with `box` (PDF points) outlined when given. */
export interface RenderTask {
  kind: "render";
  pdf: Uint8Array;
  page: number;
  scale: number;
  password?: string;
  box?: BBox;
}

/** Build the extraction response (toExtractInfo) of stored tables. */
export interface InfoTask {
  kind: "info";
  tables: Table[];
  fileName: string;
}

/** Build a download (xlsx, csv, json) of stored tables. */
export interface ExportTask {
  kind: "export";
  tables: Table[];
  fileName: string;
  format: "xlsx" | "csv" | "json";
  includeStats: boolean;
  /** Fill cells left empty by merged cells (repeat the value above / to the left). */
  fillGaps: boolean;
}

export type WorkerTask = ExtractTask | RenderTask | InfoTask | ExportTask;

/** Messages on the progress port: the page total once known, then each page done. */
export type ProgressMessage = { type: "start"; pagesTotal: number } | { type: "page"; pagesDone: number; pagesTotal: number };

/**
 * What a task answers. Errors travel as data, not as thrown objects, so the
 * engine's stable code survives the thread boundary.
 */
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/** An extraction's result with its extraction response, built on the worker too. */
export type ExtractOutcome = WorkerOutcome<{ result: ExtractResult; info: ExtractInfo }>;
export type InfoOutcome = WorkerOutcome<ExtractInfo>;
export type ExportOutcome = WorkerOutcome<Uint8Array>;
export type RenderOutcome = WorkerOutcome<Uint8Array>;
