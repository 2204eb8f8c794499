/**
 * Batch benchmark: the built server in its own process on a temp DATA_DIR
 * (embedded PGlite), one Business-plan user, one batch of 50 corpus PDFs
 * (repeated as needed) through POST /batch/create, timed from the upload to
 * the batch's end. Prints files/s, pages/s, wall time, the server's peak
 * RSS (whole process, extraction threads included), its CPU during the batch
 * split by thread (extraction threads, main thread, background threads) and,
 * measured first in this process, what starting one extraction worker costs.
 * With TEST_DATABASE_URL set, the same batch then runs on PostgreSQL with one
 * and with two worker processes (`npm run worker`), each in a fresh database,
 * and files/s of each is printed. `--rounds N` posts the batch N times to the
 * same server (the later rounds on warm threads); `--pause S` waits S seconds
 * before each later round, so with EXTRACTION_THREAD_IDLE_SECONDS under S the
 * later rounds run on threads started anew (bench/README.md, bench:batch).
 * Usage: node bench/dist/batch.js [--files 50] [--rounds 1] [--pause 0] [--no-postgres] [--json] [--no-write]
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { postgresScaling } from "./batch/postgres-scaling.js";
import { register, runBatch, type BatchRun } from "./batch/run-batch.js";
import { startServer } from "./batch/server-process.js";
import { ThreadCpuMeter, type ThreadCpu } from "./batch/thread-cpu.js";
import { measureWorkerStart } from "./batch/worker-start.js";
import { corpusDir, loadCorpus, repoRoot } from "./corpus/load.js";

function parseArgs(argv: string[]) {
  const args = { files: 50, json: false, write: true, rounds: 1, pauseS: 0, postgres: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === "--files") {
      args.files = Number(argv[++i]);
      if (!Number.isInteger(args.files) || args.files < 2 || args.files > 50)
        throw new Error("BENCH_USAGE: --files needs a whole number from 2 to 50 (the Business plan's batch size)");
    } else if (flag === "--rounds") {
      args.rounds = Number(argv[++i]);
      if (!Number.isInteger(args.rounds) || args.rounds < 1 || args.rounds > 10)
        throw new Error("BENCH_USAGE: --rounds needs a whole number from 1 to 10");
    } else if (flag === "--pause") {
      args.pauseS = Number(argv[++i]);
      if (!Number.isFinite(args.pauseS) || args.pauseS < 0 || args.pauseS > 600)
        throw new Error("BENCH_USAGE: --pause needs seconds from 0 to 600");
    } else if (flag === "--no-postgres") args.postgres = false;
    else if (flag === "--json") args.json = true;
    else if (flag === "--no-write") args.write = false;
    else throw new Error(`BENCH_USAGE: unknown argument ${flag}; see bench/README.md`);
  }
  if (args.files !== 50 || args.pauseS > 0) args.write = false;
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
    const token = await register(setup.base, email);
    await setup.stop();
    execFileSync(process.execPath, [path.join(repoRoot, "apps/server/dist/admin.js"), "set-plan", email, "business"], {
      env: { ...process.env, ...env },
      stdio: "ignore",
    });

    const server = await startServer(env);
    const rounds: { run: BatchRun; cpu: ThreadCpu }[] = [];
    for (let round = 0; round < args.rounds; round++) {
      if (round > 0 && args.pauseS > 0) await new Promise((resolve) => setTimeout(resolve, args.pauseS * 1000));
      const meter = new ThreadCpuMeter(server.child.pid!);
      const run = await runBatch(server.base, token, files);
      rounds.push({ run, cpu: meter.stop() });
    }
    const peakRssMb = server.peakRssMb();
    await server.stop();
    const { run, cpu } = rounds[0]!;
    const { batch, queuedMs, wallMs } = run;
    const share = (c: ThreadCpu) => (c.extractionS > 0 ? c.backgroundS / c.extractionS : null);

    const scaling =
      args.postgres && process.env.TEST_DATABASE_URL
        ? await postgresScaling(process.env.TEST_DATABASE_URL, files, [1, 2])
        : undefined;

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
      backgroundShare: share(cpu),
      // the same batch again on the now warm server (--rounds), each after --pause seconds
      pauseS: args.pauseS,
      threadIdleS: process.env.EXTRACTION_THREAD_IDLE_SECONDS ?? null,
      laterRounds: rounds.slice(1).map((r) => ({
        wallMs: Math.round(r.run.wallMs),
        filesPerSecond: args.files / (r.run.wallMs / 1000),
        cpu: r.cpu,
        backgroundShare: share(r.cpu),
      })),
      ...(scaling ? { postgres: scaling } : {}),
      workerStart,
    };
    const ms = (t: { wallMs: number; cpuMs: number }) =>
      `${t.wallMs.toFixed(0).padStart(5)} ms wall, ${t.cpuMs.toFixed(0).padStart(4)} ms CPU`;
    const pct = (x: number | null) => (x === null ? "    n/a" : (x * 100).toFixed(0).padStart(6) + "%");
    const byThread = (c: ThreadCpu) =>
      Object.entries(c.byName)
        .map(([name, s]) => `${name} ${s.toFixed(2)} s`)
        .join(", ");
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
          `by thread   ${byThread(cpu)}`,
          `background  ${pct(record.backgroundShare)}       of the extraction threads' CPU (target under 25%)`,
          ...(args.pauseS > 0 && args.rounds > 1
            ? [
                `pause       ${args.pauseS} s before each later round (idle threads stop after ${process.env.EXTRACTION_THREAD_IDLE_SECONDS ?? "60"} s, EXTRACTION_THREAD_IDLE_SECONDS)`,
              ]
            : []),
          ...record.laterRounds.map(
            (r, i) =>
              `round ${i + 2}     ${r.filesPerSecond.toFixed(2).padStart(7)} files/s, extraction ${r.cpu.extractionS.toFixed(2)} s (${r.cpu.extractionThreads} threads), main ${r.cpu.mainS.toFixed(2)} s, background ${r.cpu.backgroundS.toFixed(2)} s =${pct(r.backgroundShare)}; ${byThread(r.cpu)}`,
          ),
          ...(scaling ?? []).map(
            (r) =>
              `postgres    ${r.workers} worker process${r.workers > 1 ? "es" : ""}: ${r.filesPerSecond.toFixed(2).padStart(6)} files/s (${(r.wallMs / 1000).toFixed(2)} s, ${r.status}, ${r.successful} ok), workers' CPU ${r.workerCpuS.toFixed(2)} s (extraction ${r.extractionS.toFixed(2)} s)`,
          ),
          ...(args.postgres && !scaling
            ? ["postgres    SKIPPED: set TEST_DATABASE_URL to measure worker processes on PostgreSQL"]
            : []),
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
