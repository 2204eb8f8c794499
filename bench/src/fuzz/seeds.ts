import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { deepNestingPdf, fanOutPdf, flateBombPdf, hugePageTreePdf, mixedPdf } from "@pdftab/engine/hostile";

/** A PDF the fuzzer starts from; hostile seeds are expensive (each costs a page budget) and drawn rarely. */
export interface Seed {
  name: string;
  pdf: Uint8Array;
  hostile: boolean;
}

/** Files of a folder up to `maxBytes`, as seeds. */
function filesIn(dir: string, maxBytes: number, prefix: string): Seed[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.toLowerCase().endsWith(".pdf"));
  } catch {
    return [];
  }
  return names
    .filter((n) => statSync(path.join(dir, n)).size <= maxBytes)
    .sort()
    .map((n) => ({ name: `${prefix}/${n}`, pdf: new Uint8Array(readFileSync(path.join(dir, n))), hostile: false }));
}

/**
 * The seeds: the public corpus when present (files up to 1 MB), the bench's
 * generated fixtures, regression fixtures of earlier findings, and hostile
 * PDFs made here (fan-out, Flate bombs, a big page tree, deep nesting).
 */
export function loadSeeds(options: { corpusDir: string; fixturesDir: string }): { seeds: Seed[]; corpusFiles: number } {
  const corpus = filesIn(options.corpusDir, 1024 * 1024, "corpus");
  const fixtures = filesIn(options.fixturesDir, 1024 * 1024, "fixtures");
  const regressions = filesIn(path.join(options.fixturesDir, "fuzz"), 1024 * 1024, "regressions");
  const made: Seed[] = [
    { name: "made/tables", pdf: mixedPdf(["table", "table", "table"]), hostile: false },
    { name: "made/shallow-fan-out", pdf: fanOutPdf(6, 4), hostile: false },
    { name: "made/deep-nesting", pdf: deepNestingPdf(50_000), hostile: false },
    { name: "made/page-tree-300", pdf: hugePageTreePdf(300), hostile: false },
  ];
  const hostile: Seed[] = [
    { name: "hostile/fan-out-4^15", pdf: fanOutPdf(15, 4), hostile: true },
    { name: "hostile/flate-bomb-2GB", pdf: flateBombPdf(2 ** 31), hostile: true },
    {
      name: "hostile/table-fan-out-bomb-table",
      pdf: mixedPdf(["table", "fanout", "bomb", "table"], { bombSize: 2 ** 30 }),
      hostile: true,
    },
  ];
  return { seeds: [...corpus, ...fixtures, ...regressions, ...made, ...hostile], corpusFiles: corpus.length };
}
