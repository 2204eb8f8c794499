import type { TableTemplate } from "@pdftab/engine";
import { isEngineError, parseTemplate } from "@pdftab/engine/input";
import { errors } from "../errors/index.js";
import { shownName } from "../text/shown-name.js";

/** Caps on what one user may store, beside the engine's own (name 200 characters, 500 areas, 200 column guides per area). */
export const TEMPLATE_LIMITS = {
  /** Templates per user. */
  perUser: 500,
  /** The stored JSON of one template, in bytes. */
  jsonBytes: 256 * 1024,
  /**
   * The stored JSON of all a workspace's templates together, in bytes. GET /templates answers
   * them all at once: 500 templates of 256 KB made a 128 MB answer that held the server's one
   * HTTP thread for seconds each time it was asked (docs/security.md, Template storage).
   */
  workspaceBytes: 2 * 1024 * 1024,
} as const;

/** The fields of a template body (the engine's TableTemplate). */
const TEMPLATE_FIELDS = ["name", "pages", "method", "stitch", "areas"] as const;
/**
 * Fields the API itself answers with a stored template: a client that reads a template and sends it
 * back whole (GET, then PUT) keeps working. They are ignored, as the id in the path and the server's
 * times win (docs/api.md, "Templates and how fields combine").
 */
const SERVER_FIELDS = new Set(["id", "created_at", "updated_at"]);

/**
 * Refuses a top-level field a template does not have: a misspelt `colums` or `stich` would
 * otherwise be dropped without a word, as the engine refuses unknown fields inside an area and
 * re-extraction refuses unknown request fields (docs/api.md).
 */
function refuseUnknownFields(body: unknown): void {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return; // the engine names that
  for (const key of Object.keys(body))
    if (!(TEMPLATE_FIELDS as readonly string[]).includes(key) && !SERVER_FIELDS.has(key))
      throw errors.invalidTemplate(`${key}: unknown field (expected ${TEMPLATE_FIELDS.join(", ")})`);
}

/**
 * A request body as a template: validated by the engine (the one definition
 * of what a template is) and capped in size. Throws 422 invalid_template
 * whose detail starts with the JSON path of the first problem; an unknown
 * top-level field is one.
 */
export function templateFromBody(body: unknown): TableTemplate {
  refuseUnknownFields(body);
  let template: TableTemplate;
  try {
    template = parseTemplate(body);
  } catch (error) {
    if (isEngineError(error)) throw errors.invalidTemplate(error.message);
    throw error;
  }
  template = { ...template, name: shownName(template.name) };
  if (!template.name) throw errors.invalidTemplate("name: must hold a visible character");
  const bytes = Buffer.byteLength(JSON.stringify(template));
  if (bytes > TEMPLATE_LIMITS.jsonBytes) {
    throw errors.invalidTemplate(
      `template: is ${Math.ceil(bytes / 1024)} KB as JSON; at most ${TEMPLATE_LIMITS.jsonBytes / 1024} KB are stored`,
    );
  }
  return template;
}
