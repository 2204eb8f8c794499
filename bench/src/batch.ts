/**
 * Batch benchmark: the built server in its own process on a temp DATA_DIR
 * (embedded PGlite), one Business-plan user, one batch of 50 corpus PDFs
 * (repeated as needed) through POST /batch/create, timed from the upload to
 * the batch's end. Prints files/s, pages/s, wall time, the server's peak
 * RSS (whole process, extraction threads included), its CPU during the batch
 * split by thread (extraction threads, main thread, background threads) and,
 * measured first in this process, what starting one extraction worker costs.
 * Usage: node bench/dist/batch.js [--files 50] [--json] [--no-write]
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { filesBody, call } from "./batch/http.js";
import { startServer } from "./batch/server-process.js";
import { ThreadCpuMeter } from "./batch/thread-cpu.js";
import { measureWorkerStart } from "./batch/worker-start.js";
import { corpusDir, loadCorpus, repoRoot } from "./corpus/load.js";

interface BatchListed {
  id: string;
  status: string;
  progress: { processed_files: number; successful_files: number; failed_files: number };
}

function parseArgs(argv: string[]) {
  const args = { files: 50, json: false, write: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === "--files") {
      args.files = Number(argv[++i]);
      if (!Number.isInteger(args.files) || args.files < 2 || args.files > 50)
        throw new Error("BENCH_USAGE: --files needs a whole number from 2 to 50 (the Business plan's batch size)");
    } else if (flag === "--json") args.json = true;
    else if (flag === "--no-write") args.write = false;
    else throw new Error(`BENCH_USAGE: unknown argument ${flag}; see bench/README.md`);
  }
  if (args.files !== 50) args.write = false;
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const entries = await loadCorpus(corpusDir());
  const pdfs = await Promise.all(
    entries.map(async (e) => ({ name: e.name, data: new Uint8Array(await readFile(e.pdfPath)) })),
  );
  const files = Array.from({ length: args.files }, (_, i) => {
    const pdf = pdfs[i % pdfs.length]!;
    return { name: `${String(i + 1).padStart(2, "0")}-${pdf.name}.pdf`, data: pdf.data, pages: pageCount(pdf.data) };
  });
  const pages = files.reduce((n, f) => n + f.pages, 0);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-bench-batch-"));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const workerStart = await measureWorkerStart(pdfs[0]!.data);
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    // the user is made in a first run and put on Business with the admin command, as an operator would
    const email = `bench-${Date.now()}@example.com`;
    const setup = await startServer(env);
    const { access_token: token } = await call<{ access_token: string }>(
      `${setup.base}/auth/register`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "Bench1Batch", full_name: "Bench" }),
      },
      201,
    );
    await setup.stop();
    execFileSync(process.execPath, [path.join(repoRoot, "apps/server/dist/admin.js"), "set-plan", email, "business"], {
      env: { ...process.env, ...env },
      stdio: "ignore",
    });

    const server = await startServer(env);
    const auth = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const meter = new ThreadCpuMeter(server.child.pid!);
    const { body, contentType } = filesBody(files, { format: "xlsx" });
    const created = await call<{ batch_id: string }>(`${server.base}/batch/create`, {
      method: "POST",
      headers: { ...auth, "content-type": contentType },
      body,
    });
    const queuedMs = performance.now() - started;
    let batch: BatchListed | undefined;
    for (;;) {
      batch = (await call<BatchListed[]>(`${server.base}/batch/`, { headers: auth })).find(
        (b) => b.id === created.batch_id,
      );
      if (!batch || !["pending", "processing"].includes(batch.status)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const wallMs = performance.now() - started;
    const cpu = meter.stop();
    const peakRssMb = server.peakRssMb();
    await server.stop();
    if (!batch) throw new Error("BENCH_BATCH_LOST: the batch disappeared");

    const seconds = wallMs / 1000;
    const record = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      extractionThreads: Number(process.env.EXTRACTION_THREADS ?? os.availableParallelism()),
      load: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
      files: args.files,
      pages,
      status: batch.status,
      successful: batch.progress.successful_files,
      failed: batch.progress.failed_files,
      uploadMs: Math.round(queuedMs),
      wallMs: Math.round(wallMs),
      filesPerSecond: args.files / seconds,
      pagesPerSecond: pages / seconds,
      peakRssMb,
      cpu,
      backgroundShare: cpu.extractionS > 0 ? cpu.backgroundS / cpu.extractionS : null,
      workerStart,
    };
    const ms = (t: { wallMs: number; cpuMs: number }) =>
      `${t.wallMs.toFixed(0).padStart(5)} ms wall, ${t.cpuMs.toFixed(0).padStart(4)} ms CPU`;
    if (args.json) console.log(JSON.stringify(record, null, 2));
    else {
      console.log(
        [
          `batch       ${record.files} files (${pages} pages), ${record.status}: ${record.successful} ok, ${record.failed} failed`,
          `wall        ${seconds.toFixed(2).padStart(7)} s      (upload and queueing ${(queuedMs / 1000).toFixed(2)} s)`,
          `files/s     ${record.filesPerSecond.toFixed(2).padStart(7)}`,
          `pages/s     ${record.pagesPerSecond.toFixed(2).padStart(7)}`,
          `peak RSS    ${peakRssMb.toFixed(0).padStart(7)} MB     (server process, ${record.extractionThreads} extraction threads included)`,
          `CPU         ${cpu.totalS.toFixed(2).padStart(7)} s      during the batch: extraction threads ${cpu.extractionS.toFixed(2)} s (${cpu.extractionThreads} threads), main ${cpu.mainS.toFixed(2)} s, background ${cpu.backgroundS.toFixed(2)} s`,
          `background  ${record.backgroundShare === null ? "    n/a" : (record.backgroundShare * 100).toFixed(0).padStart(6) + "%"}       of the extraction threads' CPU (target under 25%)`,
          `worker start ${ms(workerStart.first)} (first in the process), ${ms(workerStart.later)} (later ones, median)`,
          `machine     ${record.cpus} cores, load ${record.load.before.toFixed(2)} before, ${record.load.after.toFixed(2)} after`,
        ].join("\n"),
      );
    }
    if (args.write) {
      const out = path.join(repoRoot, "bench/results/batch.json");
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, JSON.stringify(record, null, 2) + "\n");
      if (!args.json) console.log(`\nwrote ${out}`);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function pageCount(data: Uint8Array): number {
  const doc = mupdf.Document.openDocument(data, "application/pdf");
  try {
    return doc.countPages();
  } finally {
    doc.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
