import { readFile } from "node:fs/promises";
import type { FileResult } from "./run-file.js";

/** Per-file mean F1 and the overall mean of an earlier accuracy.json. */
export interface Baseline {
  commit: string | null;
  overall: number | null;
  files: Map<string, number>;
}

interface RecordShape {
  commit?: string | null;
  figures?: { overall?: { meanF1?: number } };
  files?: Array<{ name: string; tables: Array<{ f1: number }> }>;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Reads an accuracy.json written earlier (BENCH_BASELINE_UNREADABLE when it cannot). */
export async function readBaseline(file: string): Promise<Baseline> {
  let record: RecordShape;
  try {
    record = JSON.parse(await readFile(file, "utf8")) as RecordShape;
  } catch (cause) {
    throw new Error(`BENCH_BASELINE_UNREADABLE: ${file} is not an accuracy.json`, { cause });
  }
  const files = new Map((record.files ?? []).map((f) => [f.name, mean(f.tables.map((t) => t.f1))]));
  return { commit: record.commit ?? null, overall: record.figures?.overall?.meanF1 ?? null, files };
}

/** " (+0.12)" when a file's mean F1 moved by at least 0.005 since the baseline, else "". */
export function delta(baseline: Baseline | null, result: FileResult): string {
  const before = baseline?.files.get(result.name);
  if (before === undefined) return baseline ? " (new)" : "";
  const now = mean(result.score.tables.map((t) => t.f1));
  const d = now - before;
  return Math.abs(d) < 0.005 ? "" : ` (${d > 0 ? "+" : ""}${d.toFixed(2)})`;
}
