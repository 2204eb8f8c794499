import { CSV_DELIMITERS, csvDelimiterNamed } from "@pdftab/export/csv-delimiter";
import type { CsvWriterOptions } from "@pdftab/export/csv";
import { stringFlag, UsageError, type ParsedArgs } from "../args.js";
import type { OutputFormat } from "./formats.js";

/** The switch that starts a CSV with a UTF-8 byte order mark. */
export const CSV_BOM_SWITCH = "csv-bom";

/**
 * `--csv-delimiter comma|semicolon|tab` and `--csv-bom`, checked with the other flags: the CSV
 * writer's options, only those given (without either, the CSV is byte for byte as before). They
 * are for CSV output only: with another format they are a usage error rather than ignored, since
 * `pdftab extract a.pdf --csv-delimiter semicolon` would otherwise print JSON.
 */
export function parseCsvFlags(args: ParsedArgs, format: OutputFormat): CsvWriterOptions {
  const name = stringFlag(args, "csv-delimiter");
  const bom = args.flags.has(CSV_BOM_SWITCH);
  const delimiter = name !== undefined ? csvDelimiterNamed(name) : undefined;
  if (name !== undefined && delimiter === undefined)
    throw new UsageError(`--csv-delimiter must be ${oneOf(Object.keys(CSV_DELIMITERS))}, not "${name}"`);
  const given = [name !== undefined ? "--csv-delimiter" : "", bom ? "--csv-bom" : ""].filter((f) => f !== "");
  if (given.length > 0 && format !== "csv")
    throw new UsageError(
      `${given.join(" and ")} ${given.length > 1 ? "are" : "is"} for CSV output, not ${format}; add --format csv (or -o FILE.csv)`,
    );
  return { ...(delimiter !== undefined ? { delimiter } : {}), ...(bom ? { bom } : {}) };
}

/** "a, b or c". */
function oneOf(names: readonly string[]): string {
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
