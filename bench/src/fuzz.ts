/**
 * Fuzz harness: mutates seed PDFs (the corpus when present, the bench
 * fixtures, earlier findings, and hostile PDFs made on the fly) and runs every
 * case through the server's extraction pool, watchdog and fair queue
 * included. Benign seeds are read on their first page (damage to the
 * cross-reference table or the page tree shows there as well as anywhere,
 * and it keeps 5,000 cases to minutes), hostile ones whole. A case must end with a result or a typed error within its limit;
 * a crash, a hang, an untyped error or an engine fault (`internal_error`) is
 * a finding, saved with its seed and mutator for a regression fixture.
 *
 *   npm run fuzz -- [--cases 5000] [--seed 1] [--threads 2] [--page-timeout 2000] [--task-timeout 20000] [--findings DIR] [--json]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ExtractionPool } from "../../apps/server/dist/extraction/pool/index.js";
import { classifyError, classifyResult, type CaseOutcome } from "./fuzz/classify.js";
import { MUTATORS } from "./fuzz/mutate.js";
import { Random } from "./fuzz/random.js";
import { loadSeeds, type Seed } from "./fuzz/seeds.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1]! : fallback;
}

const cases = Number(flag("cases", "5000"));
const seed = Number(flag("seed", "1"));
const threads = Number(flag("threads", String(Math.min(2, os.availableParallelism()))));
const pageTimeoutMs = Number(flag("page-timeout", "2000"));
const taskBudgetMs = Number(flag("task-timeout", "20000"));
const findingsDir = path.resolve(flag("findings", path.join(repoRoot, "bench/fuzz-findings")));
const json = process.argv.includes("--json");
/** One case in HOSTILE_EVERY draws a hostile seed: each costs a page budget and a fresh thread. */
const HOSTILE_EVERY = 100;

interface Finding {
  index: number;
  seed: string;
  mutator: string;
  outcome: CaseOutcome;
  file: string;
}

async function main(): Promise<void> {
  const { seeds, corpusFiles } = loadSeeds({
    corpusDir: process.env.PDFTAB_CORPUS_DIR ?? path.resolve(repoRoot, "../shared/corpus"),
    fixturesDir: path.join(repoRoot, "bench/fixtures"),
  });
  if (corpusFiles === 0)
    console.error("[fuzz] corpus not found (PDFTAB_CORPUS_DIR): mutating the bench fixtures and made PDFs only");
  const benign = seeds.filter((s) => !s.hostile);
  const hostile = seeds.filter((s) => s.hostile);
  const pool = new ExtractionPool({
    threads,
    taskBudgetMs,
    pageTimeoutMs,
    queueTimeoutMs: Infinity,
    perUserConcurrency: Math.max(1, Math.ceil(threads / 2)),
  });
  const random = new Random(seed);
  const counts = new Map<string, number>();
  const byMutator = new Map<string, number>();
  const findings: Finding[] = [];
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  // a case that has not settled by then is a hang: queue wait (bounded by the in-flight cap) plus its whole budget
  const hangMs = taskBudgetMs * 2 + 30_000;
  let slowestMs = 0;
  let slowest = "";
  const started = performance.now();
  let next = 0;
  let done = 0;

  const runCase = async (index: number): Promise<void> => {
    const from: Seed = index % HOSTILE_EVERY === HOSTILE_EVERY - 1 ? random.pick(hostile) : random.pick(benign);
    // a tenth of the cases run the seed unmutated (hostile seeds as they are: that is the point of them)
    const mutator = random.next() < 0.1 ? undefined : random.pick(MUTATORS);
    const pdf = mutator ? mutator.apply(from.pdf, random) : from.pdf.slice();
    const caseStarted = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<CaseOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: "hang", codes: [], finding: true }), hangMs);
    });
    const run = pool
      .extract(pdf.slice(), from.hostile ? {} : { pages: "1" }, {}, "case.pdf", `fuzz-owner-${index % 3}`)
      .then(({ result }) => classifyResult(result), classifyError);
    const outcome = await Promise.race([run, hang]);
    clearTimeout(timer);
    const ms = performance.now() - caseStarted;
    if (ms > slowestMs) {
      slowestMs = ms;
      slowest = `${from.name} ${mutator?.name ?? "as is"}`;
    }
    bump(counts, `${outcome.kind}${outcome.codes.length ? ` ${outcome.codes.join(",")}` : ""}`);
    bump(byMutator, mutator?.name ?? "as-is");
    if (outcome.finding) {
      mkdirSync(findingsDir, { recursive: true });
      const file = path.join(findingsDir, `case-${seed}-${index}.pdf`);
      writeFileSync(file, pdf);
      const finding: Finding = { index, seed: from.name, mutator: mutator?.name ?? "as-is", outcome, file };
      writeFileSync(file.replace(/\.pdf$/, ".json"), JSON.stringify(finding, null, 2));
      findings.push(finding);
    }
    done++;
    if (!json && done % 500 === 0)
      console.error(
        `[fuzz] ${done}/${cases} cases, ${findings.length} finding(s), ${Math.round((performance.now() - started) / 1000)} s`,
      );
  };

  // a few cases in flight per thread, so the fair queue is exercised but not flooded
  const inFlight = threads * 3;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < cases) await runCase(next++);
    }),
  );
  await pool.close();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const summary = {
    date: new Date().toISOString(),
    seed,
    cases,
    threads,
    pageTimeoutMs,
    taskBudgetMs,
    seconds,
    seeds: { total: seeds.length, corpus: corpusFiles, hostile: hostile.length },
    outcomes: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])),
    mutators: Object.fromEntries(byMutator),
    slowestCase: { ms: Math.round(slowestMs), what: slowest },
    findings: findings.map((f) => ({
      file: path.relative(repoRoot, f.file),
      seed: f.seed,
      mutator: f.mutator,
      outcome: f.outcome,
    })),
  };
  if (json) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(
      `fuzz: ${cases} cases in ${seconds} s (seed ${seed}, ${threads} threads, page budget ${pageTimeoutMs} ms), ${seeds.length} seeds (${corpusFiles} from the corpus, ${hostile.length} hostile)`,
    );
    for (const [what, n] of Object.entries(summary.outcomes)) console.log(`  ${String(n).padStart(6)}  ${what}`);
    console.log(`  slowest case: ${summary.slowestCase.ms} ms (${summary.slowestCase.what})`);
    console.log(
      findings.length
        ? `  ${findings.length} finding(s) saved in ${findingsDir}`
        : "  no crash, no hang, every case a result or a typed error",
    );
  }
  process.exitCode = findings.length ? 1 : 0;
}

await main();
