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

/**
 * Other ways a scan comes out, scored only when asked for (`--wear NAME,...`): the engine is tuned
 * against the two above, and these show whether it holds beyond them. `skew3`: a sheet fed 3 degrees
 * askew; `worn-skew`: the worn copy turned 2.5 degrees the other way; `fax150`: 150 dpi, faded to
 * grey, grainy and stored as a poor JPEG.
 */
export const WEAR_VARIANTS: readonly ScanVariant[] = [
  { name: "skew3", options: { dpi: 300, rotate: 3 } },
  { name: "worn-skew", options: { dpi: 200, rotate: -2.5, blur: 1, noise: 24, jpegQuality: 55, seed: 3 } },
  { name: "fax150", options: { dpi: 150, noise: 30, jpegQuality: 40, fade: 0.3, seed: 5 } },
];

/** The variants named (from SCAN_VARIANTS and WEAR_VARIANTS), in that order; throws BENCH_USAGE on an unknown name. */
export function scanVariantsNamed(names: readonly string[]): ScanVariant[] {
  const all = [...SCAN_VARIANTS, ...WEAR_VARIANTS];
  return names.map((name) => {
    const variant = all.find((v) => v.name === name);
    if (!variant) throw new Error(`BENCH_USAGE: unknown --wear ${name} (one of ${all.map((v) => v.name).join(", ")})`);
    return variant;
  });
}
