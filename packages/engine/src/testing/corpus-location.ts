import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root, found from this file's place in packages/engine/src/testing. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/**
 * Where the public corpus is looked for: $PDFTAB_CORPUS_DIR, else <repo root>/../shared/corpus.
 * The corpus (real PDFs from the test suites of Camelot, Tabula, tabula-py and pdfplumber, with
 * their expected tables) is not part of the repository; README.md, "Test corpus", says how to get it.
 */
export function corpusLocation(): string {
  return path.resolve(process.env.PDFTAB_CORPUS_DIR ?? path.join(repoRoot, "../shared/corpus"));
}

/** The corpus folder when it is there (it has INDEX.md), else null. */
export function corpusDir(): string | null {
  const dir = corpusLocation();
  return existsSync(path.join(dir, "INDEX.md")) ? dir : null;
}

/** The one line printed when the corpus is absent and the tests about it are skipped. */
export function corpusSkipReason(): string {
  return `public corpus not found at ${corpusLocation()}; set PDFTAB_CORPUS_DIR, see README.md "Test corpus"`;
}
