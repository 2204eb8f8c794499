import type { ExtractOptions, ExtractResult } from "@pdftab/engine";
import * as engine from "@pdftab/engine";

/** The engine entry point the benchmarks drive. */
export type ExtractTables = (pdf: Uint8Array, options?: ExtractOptions) => Promise<ExtractResult>;

/**
 * The engine's `extractTables`, looked up at run time so the bench builds
 * against the engine's types alone; a clear error says when the engine does
 * not provide it yet.
 */
export function loadExtractTables(): ExtractTables {
  const candidate = (engine as Record<string, unknown>)["extractTables"];
  if (typeof candidate !== "function") {
    throw new Error("BENCH_ENGINE_MISSING: @pdftab/engine does not export extractTables (build the engine first)");
  }
  return candidate as ExtractTables;
}

/** The engine's debug renderer: the page with glyphs, rulings, cells and tables drawn on it. */
export type RenderDebugImage = (pdf: Uint8Array, page: number, options?: { scale?: number }) => { png: Uint8Array };

/** The engine's `renderDebugImage`, or null when this engine build has none. */
export function loadRenderDebugImage(): RenderDebugImage | null {
  const candidate = (engine as Record<string, unknown>)["renderDebugImage"];
  return typeof candidate === "function" ? (candidate as RenderDebugImage) : null;
}

/** The engine's `shutdownOcr` (stops the OCR worker so the process can exit), or a no-op on an engine without OCR. */
export function loadShutdownOcr(): () => Promise<void> {
  const candidate = (engine as Record<string, unknown>)["shutdownOcr"];
  return typeof candidate === "function" ? (candidate as () => Promise<void>) : async () => {};
}
