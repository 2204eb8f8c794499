/**
 * Re-extraction benchmark: the built server in its own process on a temp
 * DATA_DIR (embedded PGlite), one user, one generated table-heavy PDF
 * extracted once through POST /pdf/extract-info, then a series of
 * POST /extractions/{id}/reextract calls that each change the table area of
 * one page (what the web workspace sends when a user redraws one box).
 * Prints the latency p50 and p95 of those calls, beside the full extraction.
 * Usage: node bench/dist/reextract.js [--pages 20] [--runs 40] [--json] [--no-write]
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { call } from "./batch/http.js";
import { startServer } from "./batch/server-process.js";
import { repoRoot } from "./corpus/load.js";
import { tableHeavyPdf } from "./speed/big-pdf.js";

const DEFAULTS = { pages: 20, runs: 40 };

function parseArgs(argv: string[]) {
  const args = { ...DEFAULTS, json: false, write: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const whole = (name: string, min: number, max: number) => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < min || n > max)
        throw new Error(`BENCH_USAGE: ${name} needs a whole number from ${min} to ${max}`);
      return n;
    };
    if (flag === "--pages") args.pages = whole("--pages", 2, 500);
    else if (flag === "--runs") args.runs = whole("--runs", 5, 1000);
    else if (flag === "--json") args.json = true;
    else if (flag === "--no-write") args.write = false;
    else throw new Error(`BENCH_USAGE: unknown argument ${flag}; see bench/README.md`);
  }
  if (args.pages !== DEFAULTS.pages || args.runs !== DEFAULTS.runs) args.write = false;
  return args;
}

/** The value below which `q` of the sorted samples fall (nearest rank). */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** CPU time (user + system) the process has used so far, in ms, from /proc (every thread included). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks of 1/100 s
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function uploadBody(pdf: Uint8Array): { body: Buffer; contentType: string } {
  const boundary = `----pdftabbench${Date.now().toString(16)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ledger.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(pdf),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const pdf = tableHeavyPdf(args.pages);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-bench-reextract-"));
  const loadBefore = os.loadavg()[0] ?? 0;
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  try {
    const { access_token: token } = await call<{ access_token: string }>(
      `${server.base}/auth/register`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: `bench-${Date.now()}@example.com`,
          password: "Bench1Reextract",
          full_name: "Bench",
        }),
      },
      201,
    );
    const auth = { authorization: `Bearer ${token}` };
    const { body, contentType } = uploadBody(pdf);
    const fullStart = performance.now();
    const info = await call<{ extraction_id: string; table_count: number }>(`${server.base}/pdf/extract-info`, {
      method: "POST",
      headers: { ...auth, "content-type": contentType },
      body,
    });
    const fullMs = performance.now() - fullStart;

    // one page's area changes each time, as when a user redraws one box; the box moves a little so every call is a change
    const reextract = async (i: number) => {
      const page = (i % args.pages) + 1;
      const areas = { [page]: [[40, 60, 580 - (i % 7), 740]] };
      const started = performance.now();
      const state = await call<{ status: string; pages_done: number }>(
        `${server.base}/extractions/${info.extraction_id}/reextract`,
        {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ areas }),
        },
      );
      if (state.status !== "completed")
        throw new Error(`BENCH_REEXTRACT: status ${state.status} after a re-extraction`);
      return performance.now() - started;
    };
    const firstMs = await reextract(0);
    const samples: number[] = [];
    const cpuBefore = cpuMs(server.child.pid!);
    for (let i = 1; i <= args.runs; i++) samples.push(await reextract(i));
    const cpuPerCallMs = (cpuMs(server.child.pid!) - cpuBefore) / args.runs;
    const sorted = [...samples].sort((a, b) => a - b);
    const record = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      load: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
      pages: args.pages,
      tables: info.table_count,
      runs: args.runs,
      fullExtractionMs: Math.round(fullMs),
      firstReextractMs: Math.round(firstMs),
      p50Ms: Math.round(quantile(sorted, 0.5)),
      p95Ms: Math.round(quantile(sorted, 0.95)),
      maxMs: Math.round(sorted[sorted.length - 1]!),
      serverCpuPerCallMs: Math.round(cpuPerCallMs),
    };
    if (args.json) console.log(JSON.stringify(record, null, 2));
    else {
      console.log(
        [
          `document    ${args.pages} pages, ${record.tables} tables; full extraction ${record.fullExtractionMs} ms`,
          `reextract   one page's area changed, ${args.runs} calls after a first one of ${record.firstReextractMs} ms`,
          `p50         ${String(record.p50Ms).padStart(6)} ms     (target < 1000 ms)`,
          `p95         ${String(record.p95Ms).padStart(6)} ms`,
          `max         ${String(record.maxMs).padStart(6)} ms`,
          `server CPU  ${String(record.serverCpuPerCallMs).padStart(6)} ms     per call (all threads; what a call costs on an idle machine, roughly)`,
          `machine     ${record.cpus} cores, load ${record.load.before.toFixed(2)} before, ${record.load.after.toFixed(2)} after`,
        ].join("\n"),
      );
    }
    if (args.write) {
      const out = path.join(repoRoot, "bench/results/reextract.json");
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, JSON.stringify(record, null, 2) + "\n");
      if (!args.json) console.log(`\nwrote ${out}`);
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
