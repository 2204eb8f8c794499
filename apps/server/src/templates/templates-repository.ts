import { sql, type Kysely } from "kysely";
import type { TableTemplate } from "@pdftab/engine";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";
import { keysetPage, microsOf, newestFirst, pageOfRows, type Page, type PageRequest } from "../paging/index.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored template: the template JSON plus its id and times. */
export interface StoredTemplate {
  id: string;
  template: TableTemplate;
  createdAt: Date;
  updatedAt: Date;
}

type Row = { id: string; body: unknown; created_at: Date | string; updated_at: Date | string };

function toStored(row: Row): StoredTemplate {
  const body = typeof row.body === "string" ? JSON.parse(row.body) : row.body;
  return {
    id: row.id,
    template: body as TableTemplate,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** True when `id` could be a template id (malformed ids are simply not found). */
export function isTemplateId(id: string): boolean {
  return UUID.test(id);
}

/** How many templates the user has. */
export async function countTemplates(db: Kysely<Database>, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom("templates")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Bytes of the workspace's stored templates (their JSON as stored), leaving out template `exceptId`. */
export async function templateBytes(db: Kysely<Database>, workspaceId: string, exceptId?: string): Promise<number> {
  let query = db
    .selectFrom("templates")
    .select(sql<string>`coalesce(sum(octet_length(body::text)), 0)::bigint`.as("bytes"))
    .where("workspace_id", "=", workspaceId);
  if (exceptId) query = query.where("id", "!=", exceptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** The unique index on a workspace's template names (migration 0180-template-names). */
const NAME_INDEX = "templates_workspace_name";

/**
 * Throws 409 template_name_taken when another template of the workspace (not `exceptId`) has
 * `name`, compared as the unique index compares names (trimmed, any case). Call it under the
 * workspace's lock for a clear answer; the index still refuses what slips past it.
 */
export async function ensureNameFree(
  db: Kysely<Database>,
  workspaceId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom("templates")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .where(sql<string>`lower(btrim(name))`, "=", sql<string>`lower(btrim(${name}::text))`);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw errors.templateNameTaken(name);
}

/** The index's refusal of a name taken meanwhile, as the same 409; any other error as it is. */
function nameTakenOr(error: unknown, name: string): unknown {
  const e = error as { code?: string; constraint?: string; message?: string };
  const onNames = e?.code === "23505" && (e.constraint === NAME_INDEX || String(e.message).includes(NAME_INDEX));
  return onNames ? errors.templateNameTaken(name) : error;
}

/** Stores a new template of the workspace. */
export async function insertTemplate(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
  template: TableTemplate,
): Promise<StoredTemplate> {
  const row = await db
    .insertInto("templates")
    .values({ user_id: userId, workspace_id: workspaceId, name: template.name, body: JSON.stringify(template) })
    .returning(["id", "body", "created_at", "updated_at"])
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw nameTakenOr(error, template.name);
    });
  return toStored(row);
}

/**
 * One page of the workspace's templates, the most recently saved first (then by id), with how many
 * it has in all and the cursor of the next page (docs/api.md, "Paging").
 */
export async function listTemplates(
  db: Kysely<Database>,
  workspaceId: string,
  page: PageRequest,
): Promise<Page<StoredTemplate>> {
  const order = newestFirst("updated_at");
  const query = db
    .selectFrom("templates")
    .select(["id", "body", "created_at", "updated_at", microsOf("updated_at").as("at_us")])
    .where("workspace_id", "=", workspaceId);
  const rows = await keysetPage(query, order, page).execute();
  const { items, nextCursor } = pageOfRows(rows, page.limit, order);
  return { items: items.map(toStored), total: await countTemplates(db, workspaceId), nextCursor };
}

/** The workspace's template `id`; undefined for another user's, an unknown or a malformed id. */
export async function findTemplate(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<StoredTemplate | undefined> {
  if (!isTemplateId(id)) return undefined;
  const row = await db
    .selectFrom("templates")
    .select(["id", "body", "created_at", "updated_at"])
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  return row && toStored(row);
}

/** Replaces the user's template `id`; undefined when it is not theirs. */
export async function updateTemplate(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
  template: TableTemplate,
): Promise<StoredTemplate | undefined> {
  if (!isTemplateId(id)) return undefined;
  const row = await db
    .updateTable("templates")
    .set({ name: template.name, body: JSON.stringify(template), updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returning(["id", "body", "created_at", "updated_at"])
    .executeTakeFirst()
    .catch((error: unknown) => {
      throw nameTakenOr(error, template.name);
    });
  return row && toStored(row);
}

/** Deletes the user's template `id`; false when it is not theirs. Extractions run with it keep their copy. */
export async function deleteTemplate(db: Kysely<Database>, workspaceId: string, id: string): Promise<boolean> {
  if (!isTemplateId(id)) return false;
  const row = await db
    .deleteFrom("templates")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
