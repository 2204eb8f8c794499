import path from "node:path";
import { parseFormat, type OutputFormat } from "./formats.js";

/** The formats an output file's extension names (lower-cased, with its dot). */
const FORMAT_OF_EXTENSION: Readonly<Record<string, OutputFormat>> = { ".xlsx": "xlsx", ".csv": "csv", ".json": "json" };

/** What `extract` writes, and a warning when the --format given contradicts `-o`'s extension. */
export interface FormatChoice {
  format: OutputFormat;
  /** One line for standard error (without the `pdftab: warning: ` prefix), when there is something to say. */
  warning?: string;
}

/**
 * The format `-o OUT`'s extension names, case-insensitively (`.xlsx`, `.csv`, `.json`); undefined for
 * standard output (`-`, or no `-o`), no extension or any other.
 */
export function formatOfOutput(output: string | undefined): OutputFormat | undefined {
  if (output === undefined || output === "-") return undefined;
  return FORMAT_OF_EXTENSION[path.extname(output).toLowerCase()];
}

/**
 * The format of `extract` from `--format` (its value as given, or undefined) and `-o`: without
 * `--format`, the one OUT's extension names, else the documented default (json); a `--format` given
 * always wins, the user's explicit choice, but one that contradicts a known extension comes with a
 * warning, since `-o out.xlsx` holding CSV is most likely a slip (packages/cli/README.md, extract).
 */
export function chooseFormat(formatFlag: string | undefined, output: string | undefined): FormatChoice {
  const named = formatOfOutput(output);
  if (formatFlag === undefined) return { format: named ?? parseFormat(undefined) };
  const format = parseFormat(formatFlag);
  if (named === undefined || named === format) return { format };
  return {
    format,
    warning: `--format ${formatFlag} kept: ${output} will hold ${format}, though its extension says ${named}`,
  };
}
