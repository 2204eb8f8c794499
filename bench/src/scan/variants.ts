import type { ScanOptions } from "@pdftab/engine/testing/scan";

/** One way of scanning the benchmark's PDFs, by name. */
export interface ScanVariant {
  name: string;
  options: ScanOptions;
}

/**
 * The variants the accuracy benchmark scores: a clean 300 dpi scan and a worn 200 dpi copy.
 * The copies are made by the engine's test helper `scannedPdf` (the one its OCR tests use), so
 * the bench and the tests scan the same way.
 */
export const SCAN_VARIANTS: readonly ScanVariant[] = [
  { name: "scan300", options: { dpi: 300 } },
  { name: "scan200-worn", options: { dpi: 200, rotate: 0.8, blur: 1, noise: 24, jpegQuality: 55, seed: 7 } },
];
