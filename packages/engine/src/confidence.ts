import type { TableEvidence } from "./detect/contract.js";

/**
 * Confidence in 0..1 from what a detector measured (see the engine README):
 *
 *   structure = max(rulingCoverage, 0.85 * alignment)
 *   alignment = (1 - min(1, alignmentResidual / 4 pt)) * (1 - guideCutRatio)
 *   fill      = 1 - emptyCellRatio
 *   size      = min(1, (rows - 1) / 4) * min(1, (columns - 1) / 2)
 *   confidence = 0.15 + 0.55 * structure + 0.2 * fill + 0.1 * size
 *
 * Drawn borders are the strongest evidence that a grid is what the author
 * meant; text edges lining up within a few points is nearly as good; many
 * empty cells and tiny grids are typical of false positives. Columns the
 * user's guides set are measured on the alignment their own text keeps, and
 * each cell a guide cuts through counts against them.
 */
export function confidenceFrom(e: TableEvidence): number {
  const coverage = clamp01(e.rulingCoverage);
  const alignment = (1 - Math.min(1, Math.max(0, e.alignmentResidual) / 4)) * (1 - clamp01(e.guideCutRatio ?? 0));
  const structure = Math.max(coverage, 0.85 * alignment);
  const fill = 1 - clamp01(e.emptyCellRatio);
  const size = Math.min(1, Math.max(0, e.rowCount - 1) / 4) * Math.min(1, Math.max(0, e.columnCount - 1) / 2);
  const value = 0.15 + 0.55 * structure + 0.2 * fill + 0.1 * size;
  return Math.round(clamp01(value) * 1000) / 1000;
}

function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
}
