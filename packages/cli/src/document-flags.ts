import { UsageError } from "./args.js";

/** The methods `--method` takes: the engine's (its `resolveOptions` checks the same list). */
const METHODS = ["auto", "lattice", "stream"] as const;

/** A method `--method` takes. */
export type MethodFlag = (typeof METHODS)[number];

/**
 * `--method` of `extract` and `debug`, checked before the file is read: left to the engine, a bad method was found
 * only once the PDF had been read and handed to the worker thread, so `extract missing.pdf --method guess` said the
 * file was missing (exit 3) instead of what was wrong with the command line (exit 2).
 */
export function parseMethodFlag(value: string | undefined): MethodFlag | undefined {
  if (value === undefined) return undefined;
  if (!(METHODS as readonly string[]).includes(value))
    throw new UsageError(`--method must be auto, lattice or stream, not "${value}"`);
  return value as MethodFlag;
}

/**
 * `--pages` of `extract`, checked before the file is read, for the reason `--method` is. Empty (an unset shell
 * variable) is refused rather than read as every page; otherwise the ranges go through the engine's own parser
 * (`@pdftab/engine/input`, which loads no MuPDF), whose error (`[invalid_options]`, exit 2) is reported as before.
 * Whether the document has the pages is known only once it is read (exit 6).
 */
export async function checkPagesFlag(value: string | undefined): Promise<void> {
  if (value === undefined) return;
  if (value.trim() === "") throw new UsageError("--pages needs page numbers, e.g. 1-3,7");
  // "all" is every page to the engine too
  if (value.trim() === "all") return;
  const { parsePageRanges } = await import("@pdftab/engine/input");
  parsePageRanges(value);
}
