// The benchmark's own output files (written by `npm run bench:accuracy` / `bench:speed`), bundled
// at build time. Named imports keep the per-file detail out of the bundle (Vite tree-shakes JSON keys).
import { corpus, date as accuracyDate, figures } from "../../../../bench/results/accuracy.json";
import { date as speedDate, generated, cpus } from "../../../../bench/results/speed.json";

/** Marketing figures, each traceable to a benchmark run (docs/product.md: everything shown is real). */
export interface BenchmarkFigures {
  /** Mean table-structure F1 over every expected table of the corpus, 0..1. */
  accuracy: number;
  /** Expected tables the engine found (detection recall), 0..1. */
  recall: number;
  exactTables: number;
  tables: number;
  documents: number;
  corpusName: string;
  /** ISO date of the accuracy run. */
  measuredOn: string;
  /** Pages per second on the generated table-heavy PDF. */
  pagesPerSecond: number;
  speedPages: number;
  speedCpus: number;
  speedMeasuredOn: string;
}

const overall = figures.overall;

/** The latest committed benchmark figures. */
export const benchmark: BenchmarkFigures = {
  accuracy: overall.meanF1,
  recall: overall.detection.recall,
  exactTables: overall.exact,
  tables: overall.tables,
  documents: corpus.files,
  corpusName: corpus.name,
  measuredOn: accuracyDate,
  pagesPerSecond: generated.pages / (generated.elapsedMs / 1000),
  speedPages: generated.pages,
  speedCpus: cpus,
  speedMeasuredOn: speedDate,
};

/** "22 November 2026" from an ISO timestamp (UTC, so every visitor reads the same date). */
export function formatBenchDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** "94%" from 0.9418 (rounded down, never flattering). */
export const percent = (ratio: number) => `${Math.floor(ratio * 100)}%`;
