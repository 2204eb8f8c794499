import { isEngineError, parseAreasJson, parseColumnsJson, parsePageRanges } from "@pdftab/engine/input";
import { errors } from "../../errors/index.js";
import type { ExtractSettings } from "../pool/index.js";

const METHODS = ["auto", "lattice", "stream"] as const;

/**
 * Reads the extraction settings from multipart fields: pages, method,
 * password, stitch, and the JSON fields `areas` ({"3": [[x0, y0, x1, y1]]})
 * and `columns` ({"3": [x1, x2]}). `template_id` needs the database: see
 * `requestSettings`.
 */
export function settingsFromFields(fields: Record<string, string>): ExtractSettings {
  const settings: ExtractSettings = {};
  const pages = fields.pages?.trim();
  if (pages) settings.pages = pageSelection(pages);
  const method = fields.method?.trim().toLowerCase();
  if (method) {
    if (!(METHODS as readonly string[]).includes(method))
      throw errors.validation(`method must be auto, lattice or stream, not "${fields.method}"`);
    settings.method = method as ExtractSettings["method"];
  }
  if (fields.password) settings.password = fields.password;
  if (fields.stitch !== undefined) settings.stitch = flag(fields.stitch, "stitch");
  if (fields.areas?.trim()) settings.areas = jsonField(() => parseAreasJson(fields.areas!), "areas");
  if (fields.columns?.trim()) settings.columns = jsonField(() => parseColumnsJson(fields.columns!), "columns");
  return settings;
}

/**
 * A page selection checked for its form only ("1-3,7", "5-", "all"): one that is not a selection
 * at all is refused before any work, like malformed areas, with the engine's code and words.
 * Pages the PDF lacks are the engine's to find (page_out_of_range).
 */
function pageSelection(pages: string): string {
  try {
    if (pages !== "all") parsePageRanges(pages);
  } catch (error) {
    if (isEngineError(error)) throw errors.invalidOptions(error.message);
    throw error;
  }
  return pages;
}

/** A form flag: "true"/"false" (also 1/0, yes/no, on/off); empty is false. */
export function flag(value: string | undefined, name: string): boolean {
  const v = (value ?? "").trim().toLowerCase();
  if (["true", "1", "yes", "on"].includes(v)) return true;
  if (["", "false", "0", "no", "off"].includes(v)) return false;
  throw errors.validation(`${name} must be true or false, not "${value}"`);
}

/** Parses a JSON field with the engine; its message starts with the JSON path (`areas["3"][0]: ...`). */
function jsonField<T>(parse: () => T, field: "areas" | "columns"): T {
  try {
    return parse();
  } catch (error) {
    if (isEngineError(error)) throw errors.invalidAreas(field, error.message);
    throw error;
  }
}
