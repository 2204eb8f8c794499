import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../db/schema.js";
import type { WebhooksTable } from "./webhook-tables.js";

/** A stored endpoint. */
export type WebhookRow = Selectable<WebhooksTable>;

/** Most endpoints one workspace may register. */
export const MAX_WEBHOOKS_PER_WORKSPACE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stores a new endpoint of the workspace `workspaceId`, registered by `userId`. */
export async function insertWebhook(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
  w: { url: string; events: string[]; secret: string; description: string },
): Promise<WebhookRow> {
  return db
    .insertInto("webhooks")
    .values({
      workspace_id: workspaceId,
      user_id: userId,
      url: w.url,
      events: JSON.stringify(w.events),
      secret: w.secret,
      description: w.description,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many endpoints the workspace has. */
export async function countWebhooks(db: Kysely<Database>, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom("webhooks")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The workspace's endpoints, oldest first. */
export async function listWebhooks(db: Kysely<Database>, workspaceId: string): Promise<WebhookRow[]> {
  return db
    .selectFrom("webhooks")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** One endpoint of the workspace (undefined for unknown ids and other workspaces' ids alike). */
export async function findWebhook(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<WebhookRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return db
    .selectFrom("webhooks")
    .selectAll()
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
}

/** Changes the given fields of one endpoint of the workspace; undefined when it is not the workspace's. */
export async function updateWebhook(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
  changes: { url?: string; events?: string[]; description?: string; enabled?: boolean },
): Promise<WebhookRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return db
    .updateTable("webhooks")
    .set({
      ...(changes.url === undefined ? {} : { url: changes.url }),
      ...(changes.events === undefined ? {} : { events: JSON.stringify(changes.events) }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.enabled === undefined ? {} : { enabled: changes.enabled }),
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one endpoint of the workspace with its delivery log; false when it is not the workspace's. */
export async function deleteWebhook(db: Kysely<Database>, workspaceId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const row = await db
    .deleteFrom("webhooks")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** The workspace's enabled endpoints that receive `event`. */
export async function subscribers(db: Kysely<Database>, workspaceId: string, event: string): Promise<WebhookRow[]> {
  return db
    .selectFrom("webhooks")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .where("enabled", "=", true)
    .where(sql<boolean>`events @> ${JSON.stringify([event])}::jsonb`)
    .execute();
}
