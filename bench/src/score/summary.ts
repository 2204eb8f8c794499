import type { DocumentScore } from "./document.js";

/** Anything carrying a document score (a corpus file's result). */
export interface ScoredFile {
  score: DocumentScore;
}

/** Detection counts summed over pages, with precision and recall. */
export interface DetectionSummary {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

/** Figures for a set of files. */
export interface Summary {
  files: number;
  /** Expected tables scored. */
  tables: number;
  /** Mean adjacency F1 over expected tables (a missed table counts as 0). */
  meanF1: number;
  /** Expected tables reproduced exactly. */
  exact: number;
  detection: DetectionSummary;
}

/** Precision and recall from summed counts; 0/0 is 1 only when nothing was expected either. */
export function detectionSummary(tp: number, fp: number, fn: number): DetectionSummary {
  const precision = tp + fp === 0 ? (fn === 0 ? 1 : 0) : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { truePositives: tp, falsePositives: fp, falseNegatives: fn, precision, recall };
}

/**
 * Aggregates file scores. The mean F1 is taken over expected tables, not
 * files, so a file with two tables weighs twice; detection is micro-averaged
 * over every scored page.
 */
export function summarize(files: ScoredFile[]): Summary {
  const tables = files.flatMap((f) => f.score.tables);
  const pages = files.flatMap((f) => f.score.pages);
  const sum = (pick: (p: (typeof pages)[number]) => number) => pages.reduce((n, p) => n + pick(p), 0);
  return {
    files: files.length,
    tables: tables.length,
    meanF1: tables.length === 0 ? 0 : tables.reduce((n, t) => n + t.f1, 0) / tables.length,
    exact: tables.filter((t) => t.exact).length,
    detection: detectionSummary(
      sum((p) => p.truePositives),
      sum((p) => p.falsePositives),
      sum((p) => p.falseNegatives),
    ),
  };
}
