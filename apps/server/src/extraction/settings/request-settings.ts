import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { errors } from "../../errors/index.js";
import { findTemplate, isTemplateId } from "../../templates/index.js";
import type { ExtractSettings } from "../pool/index.js";
import { settingsFromFields } from "../upload/extraction-fields.js";

/**
 * Every extraction field of an upload (see `settingsFromFields`) plus
 * `template_id`: a template of the workspace, copied into the settings so the run
 * and any later re-extraction use what the template said at this moment.
 * Throws 422 for bad fields, 404 for a template that is not the workspace's.
 */
export async function requestSettings(
  db: Kysely<Database>,
  workspaceId: string,
  fields: Record<string, string>,
): Promise<ExtractSettings> {
  const settings = settingsFromFields(fields);
  const templateId = fields.template_id?.trim();
  if (templateId) Object.assign(settings, await templateSetting(db, workspaceId, templateId));
  return settings;
}

/** The workspace's template `id` as settings (`template` and `template_id`); 422 for a malformed id, 404 for an unknown or another workspace's. */
export async function templateSetting(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<Pick<ExtractSettings, "template" | "template_id">> {
  if (!isTemplateId(id))
    throw errors.validation(`template_id: "${id.slice(0, 60)}" is not a template id (a UUID from GET /templates)`);
  const stored = await findTemplate(db, workspaceId, id);
  if (!stored) throw errors.templateNotFound("template_id");
  return { template: stored.template, template_id: stored.id };
}
