import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CorpusEntry } from "./entry.js";

/** The repository root, found from this file (bench/src|dist/corpus/load.*). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** PDFTAB_CORPUS_DIR, else <repo root>/../shared/corpus. */
export function corpusDir(): string {
  return path.resolve(process.env.PDFTAB_CORPUS_DIR ?? path.join(repoRoot, "../shared/corpus"));
}

/** The committed generated fixtures (bench/fixtures). */
export const fixturesDir = path.join(repoRoot, "bench/fixtures");

/** A corpus entry with the absolute path of its PDF. */
export interface LoadedEntry extends CorpusEntry {
  /** Name without extension, e.g. camelot_health. */
  name: string;
  pdfPath: string;
}

/**
 * Every NAME.json in a folder (sorted by name), each pointing at its PDF.
 * A missing folder is an error unless `optional` is set.
 */
export async function loadCorpus(dir: string, optional = false): Promise<LoadedEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (cause) {
    if (optional) return [];
    throw new Error(`BENCH_CORPUS_MISSING: cannot read corpus folder ${dir} (set PDFTAB_CORPUS_DIR)`, { cause });
  }
  const entries: LoadedEntry[] = [];
  for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
    const entry = JSON.parse(await readFile(path.join(dir, name), "utf8")) as CorpusEntry;
    entries.push({ ...entry, name: name.replace(/\.json$/u, ""), pdfPath: path.join(dir, entry.file) });
  }
  return entries;
}
