import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "vitest";
import { corpusDir, corpusLocation, corpusSkipReason } from "./corpus-location.js";

export { corpusDir, corpusLocation } from "./corpus-location.js";

/**
 * A describe block about the public corpus (accuracy on real files). Without the corpus it is
 * listed as skipped with the reason in its name: one visible line, never a silent pass.
 */
export function describeWithCorpus(title: string, body: () => void): void {
  if (corpusDir()) {
    describe(title, body);
    return;
  }
  describe.skip(`${title} [skipped: ${corpusSkipReason()}]`, () => {
    it("needs the public corpus", () => {});
  });
}

/** Bytes of one corpus PDF (call inside describeWithCorpus). */
export function corpusPdf(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(corpusLocation(), name)));
}

/** The expected tables of one corpus PDF (its NAME.json). */
export interface CorpusTruth {
  file: string;
  kind: string;
  tables: { page: number; cells: string[][] }[];
  partial?: boolean;
}

/** Reads NAME.json beside a corpus PDF (call inside describeWithCorpus). */
export function corpusTruth(pdfName: string): CorpusTruth {
  return JSON.parse(
    readFileSync(path.join(corpusLocation(), pdfName.replace(/\.pdf$/, ".json")), "utf8"),
  ) as CorpusTruth;
}
