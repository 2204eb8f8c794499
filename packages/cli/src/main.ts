import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { UsageError } from "./args.js";
import { EXIT, exitCodeFor } from "./exit-codes.js";
import { printable } from "./terminal-text.js";
import { FileError } from "./io.js";
import { DEBUG_USAGE, EXTRACT_USAGE, INSPECT_USAGE } from "./usage.js";
import type { ExtractThread } from "./supervise/extract-thread.js";

const USAGE = `pdftab: read the tables out of PDF files

usage:
  ${EXTRACT_USAGE.split("\n")[0]}
  ${INSPECT_USAGE.split("\n")[0]}
  ${DEBUG_USAGE.split("\n")[0]}
  pdftab COMMAND --help   (or pdftab help COMMAND)
  pdftab --version

exit codes: 0 ok, 1 internal error, 2 bad usage or options, 3 file not readable
(or output not writable), 4 not a PDF / damaged / no pages, 5 password required or
wrong, 6 page out of range, 7 time budget ran out before any page was read (inspect,
debug: before they were done)`;

/** Each command's help, as its `--help` prints it, for `pdftab help COMMAND`. */
const COMMAND_HELP: Readonly<Record<string, string>> = {
  extract: EXTRACT_USAGE,
  inspect: INSPECT_USAGE,
  debug: DEBUG_USAGE,
};

// Loaded on demand: the engine (and MuPDF's WASM) only for a command that needs it.
const COMMANDS: Record<string, (argv: readonly string[]) => Promise<number>> = {
  extract: (argv) =>
    withEngineThreads(argv, threadsToStart(argv), async (threads) =>
      (await import("./commands/extract.js")).extractCommand(argv, threads[0], threads.slice(1)),
    ),
  inspect: (argv) =>
    withEngineThreads(argv, 1, async ([thread]) =>
      (await import("./commands/inspect.js")).inspectCommand(argv, thread),
    ),
  debug: (argv) =>
    withEngineThreads(argv, 1, async ([thread]) => (await import("./commands/debug.js")).debugCommand(argv, thread)),
};

/**
 * Runs a command whose engine works in worker threads (extract's, and inspect's and debug's under their --timeout).
 * The thread starts first and loads the engine while this thread loads the command's modules and reads the file; the
 * V8 flags are set once it has booted (supervise/extract-thread.ts). With extract's --threads N, the further threads
 * a long document may get start now too: started later, after the flags, each took about twice the time to start,
 * and the document was half read by then (packages/cli/README.md, "Threads"). Those no run took are stopped at the
 * end; `--help` starts none.
 */
async function withEngineThreads(
  argv: readonly string[],
  count: number,
  run: (threads: ExtractThread[]) => Promise<number>,
): Promise<number> {
  const threads: ExtractThread[] = [];
  if (!argv.includes("--help")) {
    const { ExtractThread } = await import("./supervise/extract-thread.js");
    for (let i = count; i > 0; i--) threads.push(new ExtractThread());
  }
  try {
    return await run(threads);
  } finally {
    await Promise.all(threads.map((thread) => thread.dispose()));
  }
}

/**
 * Extraction threads to start before the arguments are checked: one, and with `--threads N` (read here ahead of the
 * command's own parsing, which reports a bad value) up to N, at most one a core.
 */
function threadsToStart(argv: readonly string[]): number {
  const at = argv.findIndex((a) => a === "--threads" || a.startsWith("--threads="));
  const value = at < 0 ? undefined : argv[at]!.startsWith("--threads=") ? argv[at]!.slice(10) : argv[at + 1];
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? Math.min(n, availableParallelism()) : 1;
}

/** Runs the pdftab command line; resolves to the process exit code and never throws. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    // a command line without its command is a usage error: the text goes with the other errors, not into the data
    console.error(USAGE);
    return EXIT.usage;
  }
  if (command === "help" || command === "--help" || command === "-h") {
    // `pdftab help extract` is `pdftab extract --help`: the command's own help text
    const topic = command === "help" ? rest[0] : undefined;
    if (topic === undefined) {
      console.log(USAGE);
      return EXIT.ok;
    }
    const help = Object.hasOwn(COMMAND_HELP, topic) ? COMMAND_HELP[topic] : undefined;
    if (help === undefined) {
      console.error(`pdftab: unknown command "${topic}"\n\n${USAGE}`);
      return EXIT.usage;
    }
    console.log(help);
    return EXIT.ok;
  }
  if (command === "--version" || command === "-V") {
    console.log(`pdftab ${cliVersion()}`);
    return EXIT.ok;
  }
  // own keys only: "toString" or "constructor" are names every object answers to, not commands
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(`pdftab: unknown command "${command}"\n\n${USAGE}`);
    return EXIT.usage;
  }
  try {
    return await run(rest);
  } catch (error) {
    return await report(error);
  }
}

async function report(error: unknown): Promise<number> {
  if (error instanceof UsageError) {
    console.error(`pdftab: ${error.message} (see pdftab --help)`);
    return EXIT.usage;
  }
  if (error instanceof FileError) {
    console.error(`pdftab: ${error.message} [${error.code}]`);
    return EXIT.fileUnreadable;
  }
  const { isEngineError } = await import("@pdftab/engine");
  if (isEngineError(error)) {
    const { inCliWords } = await import("./cli-wording.js");
    // an engine message may quote the file (MuPDF's words on a damaged one, a name from inside it)
    console.error(`pdftab: ${printable(inCliWords(error.code, error.message))} [${error.code}]`);
    return exitCodeFor(error.code);
  }
  console.error(`pdftab: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return EXIT.internal;
}

/** The version of this command: its package's (dist/ and src/ both sit beside package.json). */
function cliVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return manifest.version;
}
