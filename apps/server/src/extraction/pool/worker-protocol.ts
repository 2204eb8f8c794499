import type { MessagePort } from "node:worker_threads";
import type { BBox, ExtractResult } from "@pdftab/engine";

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

export type WorkerTask = ExtractTask | RenderTask;

/** Messages on the progress port: the page total once known, then each page done. */
export type ProgressMessage = { type: "start"; pagesTotal: number } | { type: "page"; pagesDone: number; pagesTotal: number };

/**
 * What a task answers. Errors travel as data, not as thrown objects, so the
 * engine's stable code survives the thread boundary.
 */
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export type ExtractOutcome = WorkerOutcome<ExtractResult>;
export type RenderOutcome = WorkerOutcome<Uint8Array>;
