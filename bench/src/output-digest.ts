/**
 * One digest of everything the engine returns, for changes that must not change the output
 * (speed work, refactors): `extractTables` on every corpus PDF (when the corpus is there), every
 * PDF under bench/fixtures and packages/, and the generated 24-page PDF, each with the default
 * options, `method` stream, `method` lattice and `stitch`, hashed with the run-time fields dropped
 * (bench/README.md, "Same output before and after").
 * Usage: node bench/dist/output-digest.js [--list FILE]  (FILE gets one line per PDF and options, to diff two builds)
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ExtractOptions } from "@pdftab/engine";
import { corpusDir, repoRoot } from "./corpus/load.js";
import { loadExtractTables, loadShutdownOcr } from "./engine.js";
import { tableHeavyPdf } from "./speed/big-pdf.js";
import { digestLine, stableResultText } from "./output-digest/stable-result.js";

/** The option sets each PDF is extracted with. */
const OPTION_SETS: Array<[string, ExtractOptions]> = [
  ["default", {}],
  ["stream", { method: "stream" }],
  ["lattice", { method: "lattice" }],
  ["stitch", { stitch: true }],
];

/** Every .pdf under `dir`, skipping node_modules and build output; none when `dir` is missing. */
async function pdfsUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "dist") found.push(...(await pdfsUnder(full)));
    } else if (entry.name.endsWith(".pdf")) found.push(full);
  }
  return found.sort();
}

async function main(): Promise<void> {
  const listAt = process.argv.indexOf("--list");
  const listFile = listAt >= 0 ? process.argv[listAt + 1] : undefined;
  if (listAt >= 0 && !listFile) throw new Error("BENCH_USAGE: --list needs a file name");
  const extractTables = loadExtractTables();
  const corpus = await pdfsUnder(corpusDir());
  if (corpus.length === 0) console.log(`corpus: not found at ${corpusDir()}, digest without it`);
  const inputs: Array<[string, () => Promise<Uint8Array>]> = [
    ...[
      ...corpus,
      ...(await pdfsUnder(path.join(repoRoot, "bench/fixtures"))),
      ...(await pdfsUnder(path.join(repoRoot, "packages"))),
    ].map((file): [string, () => Promise<Uint8Array>] => [
      path.relative(repoRoot, file),
      async () => new Uint8Array(await readFile(file)),
    ]),
    ["generated 24 pages", async () => tableHeavyPdf(24)],
  ];
  const whole = createHash("sha256");
  const lines: string[] = [];
  for (const [name, read] of inputs) {
    const pdf = await read();
    for (const [label, options] of OPTION_SETS) {
      let text: string;
      try {
        text = stableResultText(await extractTables(pdf.slice(), options));
      } catch (error) {
        text = `error: ${error instanceof Error ? error.message : String(error)}`;
      }
      const line = digestLine(name, label, text);
      whole.update(line + "\n");
      lines.push(line);
    }
  }
  await loadShutdownOcr()();
  if (listFile) await writeFile(listFile, lines.join("\n") + "\n");
  console.log(
    `${lines.length} results (${inputs.length} PDFs x ${OPTION_SETS.length} option sets): ${whole.digest("hex").slice(0, 16)}`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
