import { sql, type Kysely, type Migration } from "kysely";

/**
 * User corrections and templates: the `templates` a user saved (table areas,
 * column guides, method and header rows, reused on similar PDFs), and on
 * `extractions` what a re-extraction needs: when the current run started
 * (a re-run of an old extraction must not look interrupted because the row
 * is old) and the engine's per-page warnings (an anchor not found, an area
 * off the page).
 */
export const templates: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("templates")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("body", "jsonb", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex("templates_user").on("templates").columns(["user_id", "updated_at"]).execute();
    await db.schema
      .alterTable("extractions")
      .addColumn("run_started_at", "timestamptz")
      .addColumn("warnings", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable("extractions").dropColumn("warnings").dropColumn("run_started_at").execute();
    await db.schema.dropTable("templates").execute();
  },
};
