import { checkAreas } from "@pdftab/engine/input";
import { errors } from "../../errors/index.js";
import type { ExtractionPool, ExtractSettings, TaskOwner } from "../pool/index.js";

/**
 * Checks the request's own areas and columns against the PDF's pages (a
 * worker reads the page sizes; no page is drawn): a missing page or a box
 * outside its page is 422 invalid_areas / invalid_columns whose detail
 * starts with the JSON path (`areas["3"][0]: ...`). A PDF whose pages
 * cannot be read is left to the extraction, which records why.
 * (A template's areas are not checked here: the engine reports those per
 * page as warnings, since "all" and "last" fit documents of any length.)
 */
export async function checkAreasFit(
  pool: ExtractionPool,
  pdf: Uint8Array,
  settings: ExtractSettings,
  owner: TaskOwner,
): Promise<void> {
  if (!hasEntries(settings.areas) && !hasEntries(settings.columns)) return;
  let sizes;
  try {
    sizes = await pool.pageSizes(pdf, settings.password, owner);
  } catch {
    return;
  }
  const [problem] = checkAreas(sizes, settings.areas ?? {}, settings.columns ?? {});
  if (problem) throw errors.invalidAreas(problem.field, problem.message);
}

function hasEntries(map: object | undefined): boolean {
  return map !== undefined && Object.keys(map).length > 0;
}
