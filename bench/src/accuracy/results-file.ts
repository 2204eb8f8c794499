import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "../corpus/load.js";
import type { AccuracyFigures } from "./figures.js";
import type { FileResult } from "./run-file.js";
import { ACCURACY_PEERS, ACCURACY_TARGETS } from "./targets.js";

/** Where the accuracy figures go; the web app's marketing pages read this file. */
export const accuracyResultsPath = path.join(repoRoot, "bench/results/accuracy.json");

/** The corpus's name from the first heading of its INDEX.md, else its folder name. */
export async function corpusName(dir: string): Promise<string> {
  try {
    const index = await readFile(path.join(dir, "INDEX.md"), "utf8");
    const heading = /^#\s+(.+)$/mu.exec(index)?.[1];
    if (heading) return heading.trim();
  } catch {
    // No INDEX.md: fall through to the folder name.
  }
  return path.basename(dir);
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

/** The machine-readable record of a run (also what --json prints). */
export function accuracyRecord(name: string, method: string, figures: AccuracyFigures, files: FileResult[]) {
  const corpus = files.filter((f) => f.set === "corpus");
  return {
    date: new Date().toISOString(),
    commit: gitCommit(),
    method,
    corpus: {
      name,
      files: corpus.length,
      tables: figures.overall.tables,
      pages: corpus.reduce((n, f) => n + f.pageCount, 0),
    },
    generated: { files: figures.generated.files, tables: figures.generated.tables },
    figures,
    targets: ACCURACY_TARGETS,
    peers: ACCURACY_PEERS,
    files: files.map((f) => ({
      name: f.name,
      set: f.set,
      kind: f.kind,
      expectedTables: f.expectedTables,
      foundTables: f.foundTables,
      elapsedMs: Math.round(f.elapsedMs),
      methods: f.methods,
      tables: f.score.tables.map((t) => ({ page: t.page, f1: t.f1, exact: t.exact })),
      pages: f.score.pages,
      ...(f.error ? { error: f.error } : {}),
    })),
  };
}

/** Writes the record to bench/results/accuracy.json. */
export async function writeAccuracyResults(record: ReturnType<typeof accuracyRecord>): Promise<void> {
  await mkdir(path.dirname(accuracyResultsPath), { recursive: true });
  await writeFile(accuracyResultsPath, JSON.stringify(record, null, 2) + "\n");
}
