/**
 * Speed benchmark: pages per second (single thread) on the corpus (first pass and
 * warmed second pass) and on a
 * generated table-heavy PDF, peak RSS and RSS as pages grow, and the
 * whole-process time of the CLI on a one-page PDF.
 * Usage: node bench/dist/speed.js [--pages 500] [--no-corpus] [--json] [--no-write]
 */
import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { corpusDir, loadCorpus, repoRoot } from "./corpus/load.js";
import { loadExtractTables, loadShutdownOcr, type ExtractTables } from "./engine.js";
import { ocrLine, ocrSpeed } from "./speed/ocr-speed.js";
import { ocrSideBySide, ocrSideBySideLine } from "./speed/ocr-side-by-side.js";
import { poolReadAhead, poolReadAheadLine } from "./speed/pool-read-ahead.js";
import { SCAN_VARIANTS } from "./scan/variants.js";
import { SPEED_TARGETS } from "./accuracy/targets.js";
import { tableHeavyPdf } from "./speed/big-pdf.js";
import { barePassSpeed } from "./speed/bare-pass.js";
import { timeCli } from "./speed/cli-timing.js";
import { corpusSpeed } from "./speed/corpus-speed.js";
import { loadLine, speedReport } from "./speed/report.js";
import { runWorker } from "./speed/run-worker.js";
import { nodeStartCost, nodeStartLine } from "./speed/process-env.js";
import { cliBuilt, cliPeakRssMb, cliVsBare, warmEngineVsBare } from "./speed/bare-ratios.js";
import { ratioLines, type RatioFigures } from "./speed/ratio-report.js";

function parseArgs(argv: string[]) {
  const args = { pages: 500, corpus: true, json: false, write: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === "--pages") {
      args.pages = Number(argv[++i]);
      if (!Number.isInteger(args.pages) || args.pages < 1)
        throw new Error("BENCH_USAGE: --pages needs a positive integer");
    } else if (flag === "--no-corpus") args.corpus = false;
    else if (flag === "--json") args.json = true;
    else if (flag === "--no-write") args.write = false;
    else throw new Error(`BENCH_USAGE: unknown argument ${flag}; see bench/README.md`);
  }
  if (args.pages !== 500 || !args.corpus) args.write = false;
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const extractTables = loadExtractTables();
  const loadBefore = os.loadavg()[0] ?? 0;
  const tmp = await mkdtemp(path.join(os.tmpdir(), "pdftab-speed-"));
  try {
    const entries = args.corpus ? await loadCorpus(corpusDir()) : [];
    // First pass: each file as a fresh CLI run would meet it; second pass: the same process, warmed.
    const corpus = args.corpus ? await corpusSpeed(entries, extractTables) : null;
    const corpusWarm = args.corpus ? await corpusSpeed(entries, extractTables) : null;
    // the floor: MuPDF.js loading every page and walking every glyph and path of the same files
    const bare = args.corpus ? await barePassSpeed(entries) : null;
    const engineWarmMs = corpusWarm ? corpusWarm.reduce((t, f) => t + f.elapsedMs, 0) : 0;
    const bareRatio = bare && bare.elapsedMs > 0 ? engineWarmMs / bare.elapsedMs : null;
    const bigPath = path.join(tmp, `table-heavy-${args.pages}.pdf`);
    await writeFile(bigPath, tableHeavyPdf(args.pages));
    const big = runWorker(bigPath, Math.max(1, Math.round(args.pages / 5)));
    const onePage = path.join(tmp, "one-page.pdf");
    await writeFile(onePage, tableHeavyPdf(1));
    const cli = timeCli(onePage);
    const ratios = await sideBySide(tmp, args.pages, extractTables);
    // what this machine's environment adds to a Node start, which the timed processes run without
    const nodeStart = nodeStartCost();
    // Scanned pages: seconds per page of OCR (tesseract in its own thread beside this one).
    const ocr = await ocrSpeed(extractTables);
    const ocrWorn = await ocrSpeed(extractTables, 3, SCAN_VARIANTS[1]!);
    const ocrPagesAtOnce = await ocrSideBySide(extractTables, loadShutdownOcr());
    await loadShutdownOcr()();
    const ocrOnServer = await poolReadAhead();
    const load = { before: loadBefore, after: os.loadavg()[0] ?? 0, cpus: os.cpus().length };
    const record = {
      date: new Date().toISOString(),
      cpus: load.cpus,
      load,
      targets: SPEED_TARGETS,
      corpus,
      corpusWarm,
      bare: bare && { ...bare, engineWarmMs, ratio: bareRatio },
      generated: big,
      cli,
      nodeStart,
      ratios,
      ocr,
      ocrWorn,
      ocrPagesAtOnce,
      ocrOnServer,
    };
    if (args.json) console.log(JSON.stringify(record, null, 2));
    else {
      console.log(speedReport(corpus, big, args.pages, cli, corpusWarm));
      if (bare && bareRatio !== null) {
        console.log(
          `bare MuPDF   ${bare.elapsedMs.toFixed(0)} ms for ${bare.pages} corpus pages (every page loaded, every glyph and path walked); engine warm ${engineWarmMs.toFixed(0)} ms: ${bareRatio.toFixed(2)}x the bare pass (target 1.5x)`,
        );
      }
      console.log(ratioLines(ratios));
      if (nodeStart) console.log(nodeStartLine(nodeStart));
      console.log(ocrLine(ocr));
      console.log(ocrLine(ocrWorn));
      console.log(ocrSideBySideLine(ocrPagesAtOnce));
      console.log(poolReadAheadLine(ocrOnServer));
      console.log(loadLine(load));
    }
    if (args.write) {
      const out = path.join(repoRoot, "bench/results/speed.json");
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, JSON.stringify(record, null, 2) + "\n");
      if (!args.json) console.log(`\nwrote ${out}`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Pages of the generated PDF the engine and the CLI are compared with the bare pass on. */
const RATIO_PAGES = 24;

/**
 * The engine and the CLI beside the bare MuPDF.js pass on one generated PDF
 * (each pair run alternately), and the CLI's peak RSS on 100 pages and on
 * the big PDF (CSV, JSON and xlsx, each written to a file).
 */
async function sideBySide(tmp: string, bigPages: number, extractTables: ExtractTables): Promise<RatioFigures> {
  const pdfPath = path.join(tmp, `table-heavy-${RATIO_PAGES}.pdf`);
  const pdf = tableHeavyPdf(RATIO_PAGES);
  await writeFile(pdfPath, pdf);
  const warm = await warmEngineVsBare(pdf, extractTables);
  if (!cliBuilt()) return { pages: RATIO_PAGES, warm, process: null, processTwoThreads: null, rss: null };
  const process = await cliVsBare(pdfPath);
  // the same with two threads sharing the pages (--threads 2; the command's default is one)
  const processTwoThreads = await cliVsBare(pdfPath, 5, ["--threads", "2"]);
  const small = path.join(tmp, "table-heavy-100.pdf");
  await writeFile(small, tableHeavyPdf(100));
  const big = path.join(tmp, `table-heavy-${bigPages}.pdf`);
  // each format's small and big runs back to back, so a change in the machine's load hits both alike
  const rss = ["csv", "json", "xlsx"].map((format) => {
    const out = path.join(tmp, `out.${format}`);
    return {
      format,
      smallPages: 100,
      smallMb: cliPeakRssMb(small, format, out),
      bigPages,
      bigMb: cliPeakRssMb(big, format, out),
    };
  });
  return { pages: RATIO_PAGES, warm, process, processTwoThreads, rss };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
