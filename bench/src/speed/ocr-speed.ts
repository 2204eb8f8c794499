import { performance } from "node:perf_hooks";
import type { ExtractTables } from "../engine.js";
import { scannedPdf } from "@pdftab/engine/testing/scan";
import { SCAN_VARIANTS, type ScanVariant } from "../scan/variants.js";
import { tableHeavyPdf } from "./big-pdf.js";

/** Seconds per page of OCR: a scanned table-heavy PDF read with OCR on auto. */
export interface OcrSpeed {
  /** The scan variant read (SCAN_VARIANTS name). */
  variant: string;
  pages: number;
  /** Every page, the OCR worker's start included (what a cold thread pays). */
  secondsPerPage: number;
  /** Pages after the first (the worker already running). */
  warmSecondsPerPage: number;
  tables: number;
  error?: string;
}

/**
 * Reads `pages` table-heavy pages scanned as `variant` (default: clean 300
 * dpi) with OCR and times each page. A worn low-resolution scan costs more:
 * it is rendered larger for the OCR engine.
 */
export async function ocrSpeed(
  extractTables: ExtractTables,
  pages = 3,
  variant: ScanVariant = SCAN_VARIANTS[0]!,
): Promise<OcrSpeed> {
  const pdf = scannedPdf(tableHeavyPdf(pages), variant.options);
  const ends: number[] = [];
  const started = performance.now();
  try {
    const result = await extractTables(pdf, {
      ocr: { mode: "auto", pageTimeoutMs: 600_000 },
      onProgress: () => void ends.push(performance.now()),
    });
    const total = (performance.now() - started) / 1000;
    const warm = ends.length > 1 ? (ends[ends.length - 1]! - ends[0]!) / 1000 / (ends.length - 1) : total;
    return {
      variant: variant.name,
      pages: result.pages.length,
      secondsPerPage: total / Math.max(1, result.pages.length),
      warmSecondsPerPage: warm,
      tables: result.tables.length,
    };
  } catch (e) {
    return {
      variant: variant.name,
      pages: 0,
      secondsPerPage: 0,
      warmSecondsPerPage: 0,
      tables: 0,
      error: e instanceof Error ? e.message : String(e),
    };
  }
}

/** The printed line. */
export function ocrLine(s: OcrSpeed): string {
  const label = `OCR ${s.variant}`.padEnd(20);
  if (s.error) return `${label} failed: ${s.error}`;
  return `${label} ${s.secondsPerPage.toFixed(1).padStart(5)} s/page   (${s.pages} table-heavy pages, ${s.tables} tables, OCR worker start included; ${s.warmSecondsPerPage.toFixed(1)} s/page once started)`;
}
