import os from "node:os";
import path from "node:path";
import type { BBox, ExtractResult, Table } from "@pdftab/engine";
import { loadTemplate, parseAreaFlags, parseColumnFlags } from "../area-flags.js";
import { EXTRACT_USAGE } from "../usage.js";
import { outputFlag, parseArgs, stringFlag, UsageError } from "../args.js";
import { aboutInput } from "../about-input.js";
import { checkPagesFlag, parseMethodFlag } from "../document-flags.js";
import { readInput, STANDARD_INPUT } from "../io.js";
import { PASSWORD_SWITCH, passwordSource, readPassword } from "../password-flags.js";
import { CSV_BOM_SWITCH, parseCsvFlags } from "../output/csv-flags.js";
import { loadWriter, type WriterFactory } from "../output/formats.js";
import { chooseFormat } from "../output/output-format.js";
import { checkOutputPath } from "../output/output-path.js";
import { OutputStream } from "../output/output-stream.js";
import { WorkerEngineError } from "../supervise/worker-engine-error.js";
import type { ExtractThread } from "../supervise/extract-thread.js";
import { defaultThreadPlan, supervisedExtract, type ThreadPlan } from "../supervise/supervised-extract.js";
import { parseTimeoutFlag } from "../timeout-flag.js";
import { printable } from "../terminal-text.js";
import { UnusedColumnGuides } from "../unused-column-guides.js";
import { preferBaselineWasm } from "../wasm-tiering.js";

/**
 * `pdftab extract`: tables of a PDF as extract-info JSON, CSV or xlsx. `thread`: an extraction thread
 * started before this module loaded, for the first run, and `spareThreads` for further threads (`--threads`); the
 * caller disposes of those no run took.
 */
export async function extractCommand(
  argv: readonly string[],
  thread?: ExtractThread,
  spareThreads: ExtractThread[] = [],
): Promise<number> {
  const args = parseArgs(
    argv,
    [
      "pages",
      "method",
      "password",
      "format",
      "output",
      "page-timeout",
      "timeout",
      "area",
      "columns",
      "template",
      "ocr",
      "ocr-languages",
      "ocr-timeout",
      "ocr-threads",
      "threads",
      "csv-delimiter",
    ],
    ["stitch", "help", "verbose", PASSWORD_SWITCH, CSV_BOM_SWITCH],
    ["area", "columns"],
  );
  if (args.flags.has("help")) {
    console.log(EXTRACT_USAGE);
    return 0;
  }
  if (args.positionals.length !== 1) throw new UsageError("extract needs exactly one FILE");
  const file = args.positionals[0]!;
  // before outputFlag, so a bad --format is still the error reported first; an empty -o names no format
  const { format, warning: formatWarning } = chooseFormat(stringFlag(args, "format"), stringFlag(args, "output"));
  const output = outputFlag(args);
  const pages = stringFlag(args, "pages");
  await checkPagesFlag(pages);
  const method = parseMethodFlag(stringFlag(args, "method"));
  const csvOptions = parseCsvFlags(args, format);
  if (format === "xlsx" && (output === undefined || output === "-") && process.stdout.isTTY) {
    throw new UsageError("xlsx is binary; give -o FILE.xlsx (or redirect standard output)");
  }
  const timeout = stringFlag(args, "page-timeout");
  const pageTimeoutMs = timeout !== undefined ? Number(timeout) : undefined;
  if (
    pageTimeoutMs !== undefined &&
    !(Number.isFinite(pageTimeoutMs) && pageTimeoutMs > 0 && pageTimeoutMs <= 600_000)
  ) {
    throw new UsageError(`--page-timeout must be a number of milliseconds between 1 and 600000, not "${timeout}"`);
  }
  const totalTimeoutMs = parseTimeoutFlag(stringFlag(args, "timeout"));
  const ocr = parseOcrFlags(
    stringFlag(args, "ocr"),
    stringFlag(args, "ocr-languages"),
    stringFlag(args, "ocr-timeout"),
    stringFlag(args, "ocr-threads"),
  );
  const threads = parseThreadsFlag(stringFlag(args, "threads"));
  const passwordFrom = passwordSource(args, file);
  const areaValues = args.lists.get("area") ?? [];
  const areas = parseAreaFlags(areaValues);
  const columns = parseColumnFlags(args.lists.get("columns") ?? []);
  const templateFile = stringFlag(args, "template");
  // after every flag is checked: a bad flag is a usage error (exit 2) whatever else is wrong (no such folder: exit 3)
  checkOutputPath(file, output, "the tables", templateFile);
  // The engine (and MuPDF with it) loads in this thread only when corrections need checking; the extraction itself runs in a worker.
  const checks = areaValues.length > 0 || args.lists.has("columns") || templateFile !== undefined;
  // (MuPDF.js compiles its WebAssembly as it loads here: the flags go first, see wasm-tiering.ts)
  if (checks) preferBaselineWasm();
  const engine = checks ? await import("@pdftab/engine") : undefined;
  const template = templateFile !== undefined ? await loadTemplate(templateFile, engine!.parseTemplate) : undefined;
  // read once every flag has passed (--password-stdin: a bad flag leaves standard input unread)
  const password = await readPassword(passwordFrom);
  // an error about the PDF (not a PDF, no password, ...) names it: this may be one file of many a script goes through
  return aboutInput(file, async () => {
    const bytes = await readInput(file, { shared: true });
    if (areaValues.length > 0 || args.lists.has("columns"))
      checkAgainstDocument(engine!, bytes, password, areas, columns, areaValues);
    // said once every check has passed, so a command refused for another reason does not warn first
    if (formatWarning !== undefined) console.error(`pdftab: warning: ${formatWarning}`);
    // loaded while the worker extracts; a failed load surfaces when it is awaited below
    const factory = loadWriter(format, csvOptions);
    factory.catch(() => {});
    const sink = new TableSink(
      factory,
      new OutputStream(output),
      file === STANDARD_INPUT ? "stdin" : path.basename(file),
    );
    // --columns guides a ruled table did not use, from the tables as they come (see unused-column-guides.ts)
    const guides = args.lists.has("columns") ? new UnusedColumnGuides(new Set(Object.keys(columns).map(Number))) : null;
    // the engine runs in a worker thread this process can terminate when a page is stuck inside MuPDF;
    // each page's tables are written out as it comes, so memory does not grow with the document
    let result: ExtractResult;
    try {
      result = await supervisedExtract(
        bytes,
        {
          ...(pages !== undefined ? { pages } : {}),
          ...(method !== undefined ? { method } : {}),
          ...(password !== undefined ? { password } : {}),
          ...(pageTimeoutMs !== undefined ? { pageTimeoutMs } : {}),
          // Unset, the template's own stitch setting applies.
          stitch: args.flags.has("stitch") || template?.stitch === true,
          ...(areaValues.length > 0 ? { areas } : {}),
          ...(args.lists.has("columns") ? { columns } : {}),
          ...(template ? { template } : {}),
          ocr,
        },
        args.flags.has("verbose"),
        totalTimeoutMs,
        {
          onPage: (page) => {
            guides?.see(page.tables);
            sink.add(page.tables);
          },
        },
        thread,
        threads,
        spareThreads,
      );
    } catch (error) {
      await sink.discard();
      throw error;
    }
    reportSkippedPages(result.pages);
    // every page stopped by its time budget: no page was read, exit 7 (README, Exit codes), not an empty success
    if (result.pages.length > 0 && result.pages.every((p) => p.status === "timeout")) {
      await sink.discard();
      throw new WorkerEngineError(
        "extraction_timeout",
        `No page was read within its time budget: ${result.pages.length === 1 ? "the page was" : `all ${result.pages.length} pages were`} stopped.`,
      );
    }
    // damaged pages, pages without a text layer, anchors not found: the tables (or their absence) come with a reason;
    // a skipped page's own error was said above, but not what else is said on it (the file was repaired, ...)
    const skippedFor = new Map(result.pages.filter((p) => p.status !== "ok").map((p) => [p.page, p.error?.code]));
    for (const w of result.warnings) {
      if (skippedFor.get(w.page) !== w.code)
        console.error(`pdftab: warning: page ${w.page} (${w.code}): ${printable(w.message)}`);
    }
    guides?.see(result.tables);
    const turned = new Set(result.warnings.filter((w) => w.code === "columns_ignored").map((w) => w.page));
    for (const line of guides?.warnings(turned) ?? []) console.error(`pdftab: warning: ${line}`);
    // every page failed (or failed and ran out of time): nothing was read, exit 4 as for a damaged file, not an empty success
    if (result.pages.length > 0 && result.pages.every((p) => p.status !== "ok")) {
      await sink.discard();
      throw new WorkerEngineError(
        "damaged_pdf",
        `No page could be read: ${result.pages.length === 1 ? "the page was" : `all ${result.pages.length} pages were`} skipped (see above).`,
      );
    }
    // when stitching, the tables come all at once at the end
    sink.add(result.tables);
    await sink.end(result);
    if (output !== undefined && output !== "-")
      console.error(`pdftab: ${sink.tableCount} table(s) from ${result.pages.length} page(s) written to ${output}`);
    return 0;
  });
}

/**
 * Hands tables to the format's writer in the order they come, one batch after the other (the
 * worker's messages arrive while an earlier batch may still be writing). The writer is opened
 * with the first table (or at the end), so a document that fails before any table writes
 * nothing. A failed write stops the writing; `end` throws it.
 */
class TableSink {
  tableCount = 0;
  private writer: Promise<ReturnType<WriterFactory>> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly factory: Promise<WriterFactory>,
    private readonly out: OutputStream,
    private readonly fileName: string,
  ) {}

  add(tables: readonly Table[]): void {
    if (tables.length === 0) return;
    this.tableCount += tables.length;
    this.then(async () => (await this.opened()).add(tables));
  }

  async end(result: ExtractResult): Promise<void> {
    this.then(async () => (await this.opened()).end(result.warnings));
    await this.queue;
    if (this.failure) {
      await this.out.discard();
      // a write that failed made the writer fail too: the write's own error says what happened
      throw this.out.failure ?? this.failure.error;
    }
    await this.out.finish();
  }

  /** After the extraction failed: stops writing and removes a file already begun. */
  async discard(): Promise<void> {
    this.failure ??= { error: undefined };
    await this.queue;
    await this.out.discard();
  }

  private then(step: () => Promise<void>): void {
    this.queue = this.queue.then(async () => {
      if (this.failure) return;
      try {
        await step();
      } catch (error) {
        this.failure = { error };
      }
    });
  }

  private opened(): Promise<ReturnType<WriterFactory>> {
    this.writer ??= this.factory.then((make) => make(this.out, this.fileName));
    return this.writer;
  }
}

/** Language codes as the OCR language data packages name them: eng, deu, chi_sim. */
const LANGUAGE_CODE = /^[a-z][a-z0-9_]{1,15}$/;

/** Scanned pages read at once by default: one a core, up to this many (each holds an OCR worker and its page image). */
const MAX_DEFAULT_OCR_THREADS = 4;

/** --threads: how many threads may read one document at once (default 1; see supervised-extract.ts). */
export function parseThreadsFlag(value: string | undefined): ThreadPlan {
  const plan = defaultThreadPlan();
  if (value === undefined) return plan;
  const n = Number(value);
  if (!(Number.isInteger(n) && n >= 1 && n <= 16))
    throw new UsageError(`--threads must be a whole number from 1 to 16, not "${value}"`);
  return { ...plan, maxThreads: n };
}

/**
 * --ocr (auto by default), --ocr-languages (comma-separated, default eng), --ocr-timeout (ms a page) and
 * --ocr-threads (scanned pages read at once, default one a core up to 4), checked before anything is read.
 */
export function parseOcrFlags(
  mode: string | undefined,
  languages: string | undefined,
  timeout?: string,
  threads?: string,
): { mode: "auto" | "off" | "force"; languages?: string[]; pageTimeoutMs?: number; concurrency: number } {
  const m = mode ?? "auto";
  if (m !== "auto" && m !== "off" && m !== "force")
    throw new UsageError(`--ocr must be auto, off or force, not "${mode}"`);
  const ms = timeout !== undefined ? Number(timeout) : undefined;
  if (ms !== undefined && !(Number.isFinite(ms) && ms > 0 && ms <= 600_000))
    throw new UsageError(`--ocr-timeout must be a number of milliseconds between 1 and 600000, not "${timeout}"`);
  const concurrency =
    threads !== undefined ? Number(threads) : Math.min(MAX_DEFAULT_OCR_THREADS, os.availableParallelism());
  // 8: the engine's MAX_OCR_CONCURRENCY, written out so checking flags does not load the engine (README, "Start-up cost")
  if (!(Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 8))
    throw new UsageError(`--ocr-threads must be a whole number from 1 to 8, not "${threads}"`);
  const budget = { ...(ms !== undefined ? { pageTimeoutMs: ms } : {}), concurrency };
  if (languages === undefined) return { mode: m, ...budget };
  const codes = languages
    .split(/[,+]/)
    .map((c) => c.trim())
    .filter((c) => c !== "");
  const bad = codes.find((c) => !LANGUAGE_CODE.test(c));
  if (codes.length === 0 || bad !== undefined)
    throw new UsageError(
      `--ocr-languages must be language codes separated by commas (e.g. eng,deu), not "${languages}"`,
    );
  return { mode: m, languages: codes, ...budget };
}

/**
 * Rejects --area and --columns values that do not fit the document (a page it
 * does not have, a box or separator off the page) with a UsageError naming
 * the flag and value, before any page is read.
 */
function checkAgainstDocument(
  engine: typeof import("@pdftab/engine"),
  bytes: Uint8Array,
  password: string | undefined,
  areas: Record<number, BBox[]>,
  columns: Record<number, number[]>,
  areaValues: readonly string[],
): void {
  const problem = engine.checkAreas(
    engine.readPageSizes(bytes, password !== undefined ? { password } : {}),
    areas,
    columns,
  )[0];
  if (!problem) return;
  const reason = problem.message.slice(problem.path.length + 2);
  if (problem.field === "columns") throw new UsageError(`--columns ${problem.page}:...: ${reason}`);
  const index = Number(/\[(\d+)\]$/.exec(problem.path)?.[1] ?? 0);
  const value = areaValues.filter((v) => Number(v.split(":")[0]) === problem.page)[index] ?? `${problem.page}:...`;
  throw new UsageError(`--area ${value}: ${reason}`);
}

/** Pages of one error code shown one by one before the rest are summed up in one line. */
const SHOWN_PER_CODE = 10;

/** Warns on standard error about each page that was skipped (the first few of each code, then a count). */
function reportSkippedPages(
  pages: readonly { page: number; status: string; error?: { code: string; message: string } }[],
): void {
  const byCode = new Map<string, number[]>();
  for (const p of pages) {
    if (p.status === "ok") continue;
    const code = p.error?.code ?? p.status;
    const seen = byCode.get(code) ?? [];
    seen.push(p.page);
    byCode.set(code, seen);
    if (seen.length <= SHOWN_PER_CODE)
      console.error(`pdftab: warning: page ${p.page} skipped (${code}): ${printable(p.error?.message ?? "")}`);
  }
  for (const [code, skipped] of byCode) {
    if (skipped.length > SHOWN_PER_CODE)
      console.error(
        `pdftab: warning: ${skipped.length - SHOWN_PER_CODE} more page(s) skipped (${code}), up to page ${skipped[skipped.length - 1]}`,
      );
  }
}
