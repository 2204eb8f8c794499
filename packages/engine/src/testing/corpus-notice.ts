import { corpusDir, corpusSkipReason } from "./corpus-location.js";

/**
 * Vitest global setup (root vitest.config.ts): says once, at the start of the run, that the
 * tests about the public corpus are skipped and why. Each skipped block also carries the reason
 * in its name (visible with `--reporter=verbose`).
 */
export default function corpusNotice(): void {
  if (!corpusDir()) console.warn(`\n[corpus] SKIPPED: tests of accuracy on real PDFs (${corpusSkipReason()})\n`);
}
