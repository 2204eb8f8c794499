import path from "node:path";
import { extractTables, setLibraryLog } from "@pdftab/engine";
import { EXTRACT_USAGE } from "../usage.js";
import { parseArgs, stringFlag, UsageError } from "../args.js";
import { readInput, writeOutput } from "../io.js";
import { parseFormat, renderTables } from "../output/formats.js";

/** `pdftab extract`: tables of a PDF as extract-info JSON, CSV or xlsx. */
export async function extractCommand(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["pages", "method", "password", "format", "output", "page-timeout"], ["stitch", "help", "verbose"]);
  if (args.flags.has("help")) {
    console.log(EXTRACT_USAGE);
    return 0;
  }
  if (args.positionals.length !== 1) throw new UsageError("extract needs exactly one FILE");
  const file = args.positionals[0]!;
  const format = parseFormat(stringFlag(args, "format"));
  const output = stringFlag(args, "output");
  if (format === "xlsx" && (output === undefined || output === "-") && process.stdout.isTTY) {
    throw new UsageError("xlsx is binary; give -o FILE.xlsx (or redirect standard output)");
  }
  quietLibrary(args.flags.has("verbose"));
  const timeout = stringFlag(args, "page-timeout");
  const method = stringFlag(args, "method");
  const result = await extractTables(await readInput(file), {
    ...(stringFlag(args, "pages") !== undefined ? { pages: stringFlag(args, "pages")! } : {}),
    ...(method !== undefined ? { method: method as "auto" } : {}),
    ...(stringFlag(args, "password") !== undefined ? { password: stringFlag(args, "password")! } : {}),
    ...(timeout !== undefined ? { pageTimeoutMs: Number(timeout) } : {}),
    stitch: args.flags.has("stitch"),
  });
  for (const p of result.pages) {
    if (p.status !== "ok") console.error(`pdftab: warning: page ${p.page} skipped (${p.error?.code ?? p.status}): ${p.error?.message ?? ""}`);
  }
  await writeOutput(output, await renderTables(result.tables, format, path.basename(file)));
  if (output !== undefined && output !== "-") console.error(`pdftab: ${result.tables.length} table(s) from ${result.pages.length} page(s) written to ${output}`);
  return 0;
}

/** MuPDF's repair warnings are noise in a command's output unless asked for. */
export function quietLibrary(verbose: boolean): void {
  setLibraryLog(verbose ? (message) => console.error(`mupdf: ${message}`) : null);
}
