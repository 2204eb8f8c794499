/**
 * Server latency under load: the built server in its own process (embedded
 * PGlite, and PostgreSQL when TEST_DATABASE_URL is set, in a database of its
 * own), users with a history of real extractions, then 50 clients for 30 s:
 * most alternate status (`GET /extractions/{id}`) and list (`GET
 * /extractions`) calls, a few upload PDFs back to back so the extraction
 * threads keep every core busy. Prints p50/p95/p99 of each kind of call
 * beside the p99 target, the server's CPU use, its RSS idle (2 s after it
 * listens, before any extraction, restarted on the database its first start
 * made) beside the target, and its peak RSS.
 * Usage: node bench/dist/server-load.js [--seconds 30] [--clients 50] [--uploaders 4]
 *        [--users 5] [--history 30] [--think-ms 100] [--list-limit 25] [--only pglite|postgres] [--json] [--no-write]
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { call } from "./batch/http.js";
import { startServer } from "./batch/server-process.js";
import { fixturesDir, repoRoot } from "./corpus/load.js";
import { runLoad, seedHistory, type LoadTarget } from "./server-load/clients.js";
import type { LatencySummary } from "./server-load/latency.js";
// the server's own throw-away database helper (its tests use it too), from its build like fuzz.ts's pool
import { createFreshDatabase } from "../../apps/server/dist/db/scratch-postgres.js";

/** Targets (docs/operations.md): p99 of status and list calls under load, idle RSS on the embedded database. */
const TARGETS = { p99Ms: 200, idleRssMbPglite: 250 };

/** Table-heavy multi-page fixtures: their results make the stored JSON a history list would carry. */
const UPLOADS = ["gen_multipage_header_repeated", "html_long_thead", "calc_bordered_merged", "gen_boxed_header_ledger"];

interface Args {
  seconds: number;
  clients: number;
  uploaders: number;
  users: number;
  history: number;
  thinkMs: number;
  /** Items a list call asks for: the web app's history page (apps/web/src/api/queries.ts, HISTORY_PAGE_SIZE). */
  listLimit: number;
  only: "pglite" | "postgres" | undefined;
  json: boolean;
  write: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    seconds: 30,
    clients: 50,
    uploaders: 4,
    users: 5,
    history: 30,
    thinkMs: 100,
    listLimit: 25,
    only: undefined,
    json: false,
    write: true,
  };
  const numbers: Record<string, keyof Args> = {
    "--seconds": "seconds",
    "--clients": "clients",
    "--uploaders": "uploaders",
    "--users": "users",
    "--history": "history",
    "--think-ms": "thinkMs",
    "--list-limit": "listLimit",
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag in numbers) {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 0) throw new Error(`BENCH_USAGE: ${flag} needs a whole number`);
      (args as unknown as Record<string, number>)[numbers[flag]!] = value;
    } else if (flag === "--only") {
      const value = argv[++i];
      if (value !== "pglite" && value !== "postgres") throw new Error("BENCH_USAGE: --only pglite or --only postgres");
      args.only = value;
    } else if (flag === "--json") args.json = true;
    else if (flag === "--no-write") args.write = false;
    else throw new Error(`BENCH_USAGE: unknown argument ${flag}; see bench/README.md`);
  }
  if (args.uploaders >= args.clients) throw new Error("BENCH_USAGE: --uploaders must be fewer than --clients");
  return args;
}

interface VariantRecord {
  database: "pglite" | "postgres";
  status: LatencySummary;
  list: LatencySummary;
  upload: LatencySummary;
  extractionsDone: number;
  /** Server CPU during the load, in cores (user + system over wall time). */
  serverCores: number;
  peakRssMb: number;
  /** 2 s after listening, restarted on the database its first start made: the server as it idles in service. */
  idleRssMb: number;
  /** The same on the first start, which also created the database (PGlite runs initdb then). */
  firstStartRssMb: number;
}

/** CPU seconds (user + system) of a process so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

async function runVariant(
  database: "pglite" | "postgres",
  args: Args,
  pdfs: LoadTarget["pdfs"],
): Promise<VariantRecord> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-bench-server-"));
  const pg = database === "postgres" ? await createFreshDatabase(process.env.TEST_DATABASE_URL!, "bench") : undefined;
  // the free plan without its daily and per-minute caps, so the load is never refused
  const plans = {
    free: { extractions_per_day: 1_000_000, requests_per_minute: 1_000_000, api_calls_per_day: 1_000_000 },
  };
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PLANS_JSON: JSON.stringify(plans),
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  // a first start makes the database (initdb on PGlite); the figure compared with the target is a restart's
  const first = await startServer(env);
  await new Promise((r) => setTimeout(r, 2000));
  const firstStartRssMb = rssMb(first.child.pid!);
  await first.stop();
  const server = await startServer(env);
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idleRssMb = rssMb(server.child.pid!);
    const target: LoadTarget = { base: server.base, users: [], pdfs };
    for (let u = 0; u < args.users; u++) {
      const { access_token: token } = await call<{ access_token: string }>(
        `${server.base}/auth/register`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            email: `load-${u}-${Date.now()}@example.com`,
            password: "Bench1Load",
            full_name: "Load Bench",
          }),
        },
        201,
      );
      target.users.push({ token, ids: [] });
    }
    const seedStarted = performance.now();
    await seedHistory(target, args.history);
    if (!args.json)
      console.log(
        `[${database}] seeded ${args.users} users x ${args.history} extractions in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; load for ${args.seconds} s, list calls of ${args.listLimit} items`,
      );
    const cpuBefore = cpuSeconds(server.child.pid!);
    const started = performance.now();
    const outcome = await runLoad(target, {
      clients: args.clients,
      uploaders: args.uploaders,
      seconds: args.seconds,
      thinkMs: args.thinkMs,
      listLimit: args.listLimit,
    });
    const wall = (performance.now() - started) / 1000;
    const serverCores = (cpuSeconds(server.child.pid!) - cpuBefore) / wall;
    return {
      database,
      status: outcome.status.summary(),
      list: outcome.list.summary(),
      upload: outcome.upload.summary(),
      extractionsDone: outcome.extractionsDone,
      serverCores,
      peakRssMb: server.peakRssMb(),
      idleRssMb,
      firstStartRssMb,
    };
  } finally {
    await server.stop();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function print(record: VariantRecord): void {
  const verdict = (ok: boolean) => (ok ? "ok" : "OVER");
  const row = (name: string, s: LatencySummary, target?: number) =>
    `  ${name.padEnd(8)} ${String(s.count).padStart(6)} calls ${String(s.errors).padStart(4)} errors   p50 ${s.p50.toFixed(0).padStart(5)} ms   p95 ${s.p95.toFixed(0).padStart(5)} ms   p99 ${s.p99.toFixed(0).padStart(5)} ms   max ${s.max.toFixed(0).padStart(5)} ms` +
    (target === undefined ? "" : `   (target p99 < ${target} ms: ${verdict(s.p99 < target)})`);
  const idleTarget =
    record.database === "pglite"
      ? ` (target <= ${TARGETS.idleRssMbPglite} MB: ${verdict(record.idleRssMb <= TARGETS.idleRssMbPglite)})`
      : "";
  console.log(
    [
      `${record.database}`,
      row("status", record.status, TARGETS.p99Ms),
      row("list", record.list, TARGETS.p99Ms),
      row("upload", record.upload),
      `  extractions finished during the load: ${record.extractionsDone}; server CPU ${record.serverCores.toFixed(2)} cores`,
      `  RSS idle ${record.idleRssMb.toFixed(0)} MB${idleTarget} (first start, database creation included: ${record.firstStartRssMb.toFixed(0)} MB), peak ${record.peakRssMb.toFixed(0)} MB`,
    ].join("\n"),
  );
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const pdfs = await Promise.all(
    UPLOADS.map(async (name) => ({
      name,
      data: new Uint8Array(await readFile(path.join(fixturesDir, `${name}.pdf`))),
    })),
  );
  const variants: ("pglite" | "postgres")[] = [];
  if (args.only !== "postgres") variants.push("pglite");
  if (args.only !== "pglite") {
    if (process.env.TEST_DATABASE_URL) variants.push("postgres");
    else if (!args.json) console.log("[postgres] SKIPPED: set TEST_DATABASE_URL to measure on PostgreSQL too");
  }
  const loadBefore = os.loadavg()[0] ?? 0;
  const results: VariantRecord[] = [];
  for (const variant of variants) {
    const record = await runVariant(variant, args, pdfs);
    results.push(record);
    if (!args.json) print(record);
  }
  const record = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    load: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
    settings: {
      seconds: args.seconds,
      clients: args.clients,
      uploaders: args.uploaders,
      users: args.users,
      history: args.history,
      thinkMs: args.thinkMs,
      listLimit: args.listLimit,
      extractionNice: process.env.EXTRACTION_NICE ?? "default",
    },
    results,
  };
  if (args.json) console.log(JSON.stringify(record, null, 2));
  else
    console.log(
      `machine: ${record.cpus} cores, load ${record.load.before.toFixed(2)} before, ${record.load.after.toFixed(2)} after`,
    );
  if (args.write) {
    const out = path.join(repoRoot, "bench/results/server.json");
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, JSON.stringify(record, null, 2) + "\n");
    if (!args.json) console.log(`wrote ${out}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
