/**
 * Accuracy benchmark: every corpus PDF (and the generated fixtures) through
 * extractTables with no per-file settings, scored with the adjacency scorer.
 * Usage: node bench/dist/accuracy.js [--file NAME] [--match TEXT] [--json] [--method M] [--only corpus|generated] [--stitch] [--debug-images DIR] [--baseline FILE] [--no-write] [--scanned [--limit N] [--wear NAME,...]]
 */
import { chosenFile, parseAccuracyArgs } from "./accuracy/args.js";
import { accuracyFigures } from "./accuracy/figures.js";
import { fileLine, summaryBlock } from "./accuracy/report.js";
import { accuracyRecord, accuracyResultsPath, corpusName, writeAccuracyResults } from "./accuracy/results-file.js";
import { delta, readBaseline } from "./accuracy/baseline.js";
import { writeDebugImages } from "./accuracy/debug-images.js";
import { runFile, type FileResult, type FileSet } from "./accuracy/run-file.js";
import { corpusDir, fixturesDir, loadCorpus, type LoadedEntry } from "./corpus/load.js";
import { loadExtractTables, loadRenderDebugImage, loadShutdownOcr } from "./engine.js";
import { scannedAccuracy, scannedSummary } from "./accuracy/scanned.js";
import { SCAN_VARIANTS, scanVariantsNamed } from "./scan/variants.js";

async function main(): Promise<void> {
  const args = parseAccuracyArgs(process.argv.slice(2));
  const extractTables = loadExtractTables();
  const render = args.debugImages ? loadRenderDebugImage() : null;
  if (args.debugImages && !render)
    throw new Error("BENCH_ENGINE_MISSING: @pdftab/engine does not export renderDebugImage");
  const baseline = args.baseline ? await readBaseline(args.baseline) : null;
  const dir = corpusDir();
  const sets: Array<{ set: FileSet; entries: LoadedEntry[] }> = [];
  if (args.sets.includes("corpus")) sets.push({ set: "corpus", entries: await loadCorpus(dir) });
  if (args.sets.includes("generated")) sets.push({ set: "generated", entries: await loadCorpus(fixturesDir, true) });
  if (args.scanned) {
    const chosen = sets.flatMap(({ set, entries }) =>
      entries
        .filter((e) => chosenFile(args, e.name))
        .slice(0, args.limit ?? Infinity)
        .map((entry) => ({ set, entry })),
    );
    const variants = args.wear ? scanVariantsNamed(args.wear) : SCAN_VARIANTS;
    const figures = await scannedAccuracy(chosen, extractTables, (line) => !args.json && console.log(line), variants);
    if (args.json) console.log(JSON.stringify(figures, null, 2));
    else console.log("\nscanned copies, adjacency F1 per variant (same files, OCR auto):\n" + scannedSummary(figures));
    await loadShutdownOcr()();
    return;
  }
  const results: FileResult[] = [];
  for (const { set, entries } of sets) {
    for (const entry of entries) {
      if (!chosenFile(args, entry.name)) continue;
      const result = await runFile(entry, set, extractTables, args.method, args.stitch);
      results.push(result);
      if (!args.json) console.log(`${set === "generated" ? "gen " : ""}${fileLine(result, delta(baseline, result))}`);
      if (args.debugImages && render) await writeDebugImages(args.debugImages, entry, result, render);
    }
  }
  if (results.length === 0)
    throw new Error(`BENCH_NO_FILES: no file named ${args.file ?? "(any)"} in ${dir} or ${fixturesDir}`);
  const figures = accuracyFigures(results);
  const record = accuracyRecord(await corpusName(dir), args.method, figures, results);
  if (args.json) console.log(JSON.stringify(record, null, 2));
  else {
    console.log("\n" + summaryBlock(figures, args.method));
    if (baseline?.overall != null) {
      console.log(
        `baseline   F1 ${baseline.overall.toFixed(2)} overall at ${baseline.commit ?? "?"} (now ${figures.overall.meanF1.toFixed(2)})`,
      );
    }
  }
  if (args.write) {
    await writeAccuracyResults(record);
    if (!args.json) console.log(`\nwrote ${accuracyResultsPath}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
