import { summarize, type Summary } from "../score/index.js";
import type { FileResult } from "./run-file.js";

/** The summary lines of an accuracy run. */
export interface AccuracyFigures {
  /** Every corpus file. */
  overall: Summary;
  lattice: Summary;
  stream: Summary;
  mixed: Summary;
  /** The generated fixtures, kept apart from the corpus figures. */
  generated: Summary;
  /** The generated fixtures by layout class (fixture_class), in name order. */
  classes: Record<string, Summary>;
}

/** Splits file results into the corpus (overall and per kind) and the generated set. */
export function accuracyFigures(results: FileResult[]): AccuracyFigures {
  const corpus = results.filter((r) => r.set === "corpus");
  return {
    overall: summarize(corpus),
    lattice: summarize(corpus.filter((r) => r.kind === "lattice")),
    stream: summarize(corpus.filter((r) => r.kind === "stream")),
    mixed: summarize(corpus.filter((r) => r.kind === "mixed")),
    generated: summarize(results.filter((r) => r.set === "generated")),
    classes: byClass(results.filter((r) => r.set === "generated")),
  };
}

function byClass(results: FileResult[]): Record<string, Summary> {
  const names = [...new Set(results.flatMap((r) => (r.fixtureClass ? [r.fixtureClass] : [])))].sort();
  return Object.fromEntries(names.map((name) => [name, summarize(results.filter((r) => r.fixtureClass === name))]));
}
