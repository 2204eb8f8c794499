import { readFile } from "node:fs/promises";
import type { BBox, TableTemplate } from "@pdftab/engine";
import { UsageError } from "./args.js";
import { fileProblem } from "./file-problem.js";
import { FileError } from "./io.js";

/** One `PAGE:` prefix: a page number of 1 or more. */
function pageOf(flag: string, value: string, page: string): number {
  if (!/^\d+$/.test(page) || Number(page) < 1)
    throw new UsageError(`${flag} ${value}: "${page}" is not a page number (1 or more)`);
  return Number(page);
}

/** Comma-separated finite numbers, or null when one is not a number. */
function numbersOf(list: string): number[] | null {
  const parts = list.split(",").map((s) => s.trim());
  const xs = parts.map(Number);
  return parts.every((s) => s !== "") && xs.every(Number.isFinite) ? xs : null;
}

/**
 * The boxes of repeated `--area PAGE:X0,Y0,X1,Y1` flags, by page (PDF points,
 * top-left origin of the page as displayed). Throws a UsageError naming the
 * flag and the bad value.
 */
export function parseAreaFlags(values: readonly string[]): Record<number, BBox[]> {
  const out: Record<number, BBox[]> = {};
  for (const value of values) {
    const m = /^([^:]*):(.*)$/.exec(value);
    if (!m) throw new UsageError(`--area ${value}: expected PAGE:X0,Y0,X1,Y1, e.g. 2:40,100,560,400`);
    const page = pageOf("--area", value, m[1]!.trim());
    const xs = numbersOf(m[2]!);
    if (!xs || xs.length !== 4)
      throw new UsageError(`--area ${value}: expected four numbers X0,Y0,X1,Y1 after the page`);
    const [x0, y0, x1, y1] = xs as [number, number, number, number];
    if (!(x0 < x1 && y0 < y1)) throw new UsageError(`--area ${value}: needs X0 < X1 and Y0 < Y1`);
    (out[page] ??= []).push({ x0, y0, x1, y1 });
  }
  return out;
}

/**
 * The separators of repeated `--columns PAGE:X1,X2,...` flags, by page
 * (several flags for one page add up). Throws a UsageError naming the flag.
 */
export function parseColumnFlags(values: readonly string[]): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const value of values) {
    const m = /^([^:]*):(.*)$/.exec(value);
    if (!m) throw new UsageError(`--columns ${value}: expected PAGE:X1,X2,..., e.g. 2:120,250,380`);
    const page = pageOf("--columns", value, m[1]!.trim());
    const xs = numbersOf(m[2]!);
    if (!xs) throw new UsageError(`--columns ${value}: expected comma-separated x positions after the page`);
    out[page] = [...new Set([...(out[page] ?? []), ...xs])].sort((a, b) => a - b);
  }
  return out;
}

/**
 * Reads and validates a `--template FILE.json` (the same JSON as the API's
 * templates). An unreadable file is a FileError; bad JSON or a bad template
 * a UsageError naming the flag, the file and the JSON path of the problem.
 */
export async function loadTemplate(
  file: string,
  parseTemplate: (value: unknown) => TableTemplate,
): Promise<TableTemplate> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new FileError(`--template ${file}: cannot read it (${fileProblem(error, false)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `--template ${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  try {
    return parseTemplate(json);
  } catch (error) {
    throw new UsageError(`--template ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
