import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root, found from this file's place in apps/server/src/test. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The shared corpus: $PDFTAB_CORPUS_DIR or <repo root>/../shared/corpus. */
export function corpusDir(): string {
  return process.env.PDFTAB_CORPUS_DIR ?? path.resolve(repoRoot, "../shared/corpus");
}

/** Bytes of one corpus PDF. */
export async function corpusPdf(name: string): Promise<Buffer> {
  return readFile(path.join(corpusDir(), name));
}

/** The expected tables of one corpus PDF (its NAME.json). */
export async function corpusTruth(name: string): Promise<{ tables: { page: number; cells: string[][] }[] }> {
  return JSON.parse(await readFile(path.join(corpusDir(), name.replace(/\.pdf$/, ".json")), "utf8"));
}
