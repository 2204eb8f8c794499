import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../db/schema.js";
import type { WebhooksTable } from "./webhook-tables.js";

/** A stored endpoint. */
export type WebhookRow = Selectable<WebhooksTable>;

/** Most endpoints one owner may register. */
export const MAX_WEBHOOKS_PER_OWNER = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stores a new endpoint of `ownerId`. */
export async function insertWebhook(db: Kysely<Database>, ownerId: string, w: { url: string; events: string[]; secret: string; description: string }): Promise<WebhookRow> {
  return db
    .insertInto("webhooks")
    .values({ user_id: ownerId, url: w.url, events: JSON.stringify(w.events), secret: w.secret, description: w.description })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many endpoints the owner has. */
export async function countWebhooks(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db.selectFrom("webhooks").select((eb) => eb.fn.countAll<string>().as("n")).where("user_id", "=", ownerId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The owner's endpoints, oldest first. */
export async function listWebhooks(db: Kysely<Database>, ownerId: string): Promise<WebhookRow[]> {
  return db.selectFrom("webhooks").selectAll().where("user_id", "=", ownerId).orderBy("created_at").orderBy("id").execute();
}

/** One endpoint of the owner (undefined for unknown ids and other owners' ids alike). */
export async function findWebhook(db: Kysely<Database>, ownerId: string, id: string): Promise<WebhookRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return db.selectFrom("webhooks").selectAll().where("id", "=", id).where("user_id", "=", ownerId).executeTakeFirst();
}

/** Changes the given fields of one endpoint of the owner; undefined when it is not theirs. */
export async function updateWebhook(
  db: Kysely<Database>,
  ownerId: string,
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
    .where("user_id", "=", ownerId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one endpoint of the owner with its delivery log; false when it is not theirs. */
export async function deleteWebhook(db: Kysely<Database>, ownerId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const row = await db.deleteFrom("webhooks").where("id", "=", id).where("user_id", "=", ownerId).returning("id").executeTakeFirst();
  return row !== undefined;
}

/** The owner's enabled endpoints that receive `event`. */
export async function subscribers(db: Kysely<Database>, ownerId: string, event: string): Promise<WebhookRow[]> {
  return db
    .selectFrom("webhooks")
    .selectAll()
    .where("user_id", "=", ownerId)
    .where("enabled", "=", true)
    .where(sql<boolean>`events @> ${JSON.stringify([event])}::jsonb`)
    .execute();
}
