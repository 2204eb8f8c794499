import type { TableTemplate } from "@pdftab/engine";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";
import { lockWorkspace } from "../workspaces/team-rules.js";
import { TEMPLATE_LIMITS } from "./template-input.js";
import { ensureNameFree, templateBytes, updateTemplate, type StoredTemplate } from "./templates-repository.js";

/**
 * Throws 409 `templates_full` when `template` (in place of template `replacing`) would make the
 * workspace's templates larger than TEMPLATE_LIMITS.workspaceBytes. Call it inside a transaction
 * holding the workspace's lock, so saves arriving together cannot each see room for one more.
 */
export async function ensureTemplateRoom(
  trx: Kysely<Database>,
  workspaceId: string,
  template: TableTemplate,
  replacing?: string,
): Promise<void> {
  const bytes = Buffer.byteLength(JSON.stringify(template));
  if ((await templateBytes(trx, workspaceId, replacing)) + bytes > TEMPLATE_LIMITS.workspaceBytes)
    throw errors.templatesFull(TEMPLATE_LIMITS.workspaceBytes / (1024 * 1024));
}

/** Replaces template `id` when the workspace has room for the new version (under the workspace's lock). */
export function updateTemplateWithinRoom(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
  template: TableTemplate,
): Promise<StoredTemplate | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    await ensureTemplateRoom(trx, workspaceId, template, id);
    await ensureNameFree(trx, workspaceId, template.name, id);
    return updateTemplate(trx, workspaceId, id, template);
  });
}
