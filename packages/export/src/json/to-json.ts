import type { Writable } from "node:stream";
import { writeChunks } from "../streams/write-chunks.js";
import type { ExportInput, PostProcessOptions } from "../model.js";
import { prepareExport } from "../process/prepare.js";
import { extractInfoOf, warningsOf } from "./extract-info.js";

/** JSON settings on top of the post-processing switches. */
export interface JsonOptions extends PostProcessOptions {
  /** Indent with two spaces (default: compact). */
  pretty?: boolean;
}

/** The extract-info document as JSON text. */
export function toJson(input: ExportInput, options: JsonOptions = {}): string {
  return [...jsonPieces(input, options)].join("");
}

/** Streams the JSON document table by table, so a 100,000-row table is never one giant string. */
export async function writeJson(input: ExportInput, out: Writable, options: JsonOptions = {}): Promise<void> {
  await writeChunks(jsonPieces(input, options), out);
}

function* jsonPieces(input: ExportInput, options: JsonOptions): Generator<string> {
  const info = extractInfoOf(
    prepareExport(input, { ...options, includeStats: true }),
    options.includeStats === true,
    warningsOf(input),
  );
  const indent = options.pretty ? 2 : undefined;
  const { tables, ...rest } = info;
  const head = JSON.stringify({ ...rest, tables: [] }, null, indent);
  const at = head.lastIndexOf("[]");
  yield head.slice(0, at + 1);
  for (const [i, table] of tables.entries()) {
    const body = JSON.stringify(table, null, indent);
    yield (i > 0 ? "," : "") + (indent ? `\n${indent4(body)}` : body);
  }
  yield (indent && tables.length ? "\n  " : "") + head.slice(at + 1);
}

function indent4(text: string): string {
  return text.replace(/^/gm, "    ");
}
