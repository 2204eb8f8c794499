import { isEngineError, parseAreasJson, parseColumnsJson, parsePageRanges } from "@pdftab/engine/input";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { errors } from "../../errors/index.js";
import { templateSetting } from "../settings/request-settings.js";
import type { StoredSettings } from "./plan-rerun.js";

const FIELDS = ["pages", "method", "stitch", "areas", "columns", "template_id", "password"];
const METHODS = ["auto", "lattice", "stream"];

/**
 * The settings after a re-extraction request: each field given replaces the
 * stored one, `null` removes it (back to the template's value or the
 * default), a field left out keeps what is stored. `areas` and `columns`
 * replace the whole map (send every page's boxes); `template_id` loads the
 * template's current version. Throws 422 naming the field, 404 for a
 * template that is not the workspace's.
 */
export async function settingsAfter(
  db: Kysely<Database>,
  workspaceId: string,
  before: StoredSettings,
  body: unknown,
): Promise<{ settings: StoredSettings; password?: string }> {
  const input = body ?? {};
  if (typeof input !== "object" || Array.isArray(input))
    throw errors.validation('The request body must be a JSON object such as {"areas": {"2": [[40, 100, 560, 400]]}}');
  const fields = input as Record<string, unknown>;
  for (const key of Object.keys(fields)) if (!FIELDS.includes(key)) throw errors.unknownField(key, FIELDS);
  const settings: StoredSettings = { ...before };
  const set = <K extends keyof StoredSettings>(key: K, value: StoredSettings[K] | null) => {
    if (value === null) delete settings[key];
    else settings[key] = value;
  };

  if ("pages" in fields) set("pages", pagesOf(fields.pages));
  if ("method" in fields) {
    const method = fields.method;
    if (method !== null && (typeof method !== "string" || !METHODS.includes(method)))
      throw errors.validation("method: must be auto, lattice or stream (or null for the template's)");
    set("method", method as StoredSettings["method"] | null);
  }
  if ("stitch" in fields) {
    if (fields.stitch !== null && typeof fields.stitch !== "boolean")
      throw errors.validation("stitch: must be true, false or null");
    set("stitch", fields.stitch as boolean | null);
  }
  if ("areas" in fields) set("areas", pageMap(fields.areas, "areas", parseAreasJson));
  if ("columns" in fields) set("columns", pageMap(fields.columns, "columns", parseColumnsJson));
  if ("template_id" in fields) {
    const id = fields.template_id;
    if (id === null || id === "") {
      delete settings.template;
      delete settings.template_id;
    } else if (typeof id !== "string") {
      throw errors.validation("template_id: must be a template id (a UUID from GET /templates) or null");
    } else {
      Object.assign(settings, await templateSetting(db, workspaceId, id));
    }
  }
  if (fields.password !== undefined && typeof fields.password !== "string")
    throw errors.validation("password: must be a string");
  return { settings, ...(typeof fields.password === "string" && fields.password ? { password: fields.password } : {}) };
}

function pagesOf(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== "string")
    throw errors.validation('pages: must be a page selection such as "1-3,7", or null for every page');
  const pages = value.trim();
  if (pages === "" || pages === "all") return null;
  try {
    parsePageRanges(pages);
  } catch (error) {
    if (isEngineError(error)) throw errors.validation(`pages: "${pages}" is not a page selection such as "1-3,7"`);
    throw error;
  }
  return pages;
}

/** A page-keyed map sent as JSON, checked by the engine's parser (its messages start with the JSON path); empty or null removes it. */
function pageMap<T>(
  value: unknown,
  field: "areas" | "columns",
  parse: (text: string) => Record<number, T>,
): Record<number, T> | null {
  if (value === null) return null;
  let map: Record<number, T>;
  try {
    map = parse(typeof value === "string" ? value : textOf(value, field));
  } catch (error) {
    if (isEngineError(error)) throw errors.invalidAreas(field, error.message);
    throw error;
  }
  return Object.keys(map).length > 0 ? map : null;
}

/**
 * The engine's parser reads JSON text. A body may nest arrays thousands of levels deep (the JSON
 * parser takes them), where JSON.stringify runs out of stack: no map of boxes or guides is deeper
 * than a few levels, so that is the client's mistake (422), not a server error.
 */
function textOf(value: unknown, field: "areas" | "columns"): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (error instanceof RangeError)
      throw errors.invalidAreas(field, `${field}: nested too deeply; send a map of pages such as {"3": [...]}`);
    throw error;
  }
}
