import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root, found from this file's place in packages/engine/src/testing. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The shared corpus: $PDFTAB_CORPUS_DIR or <repo root>/../shared/corpus. */
export function corpusDir(): string {
  return process.env.PDFTAB_CORPUS_DIR ?? path.resolve(repoRoot, "../shared/corpus");
}

/** Bytes of one corpus PDF. */
export function corpusPdf(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(corpusDir(), name)));
}

/** The expected tables of one corpus PDF (its NAME.json). */
export interface CorpusTruth {
  file: string;
  kind: string;
  tables: { page: number; cells: string[][] }[];
  partial?: boolean;
}

/** Reads NAME.json beside a corpus PDF. */
export function corpusTruth(pdfName: string): CorpusTruth {
  return JSON.parse(readFileSync(path.join(corpusDir(), pdfName.replace(/\.pdf$/, ".json")), "utf8")) as CorpusTruth;
}
