import { sql, type Kysely, type Migration } from "kysely";

/** One row per single-file extraction: the history, the stored PDF and its result. */
export const extractions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("extractions")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("file_size", "bigint", (c) => c.notNull())
      .addColumn("storage_key", "text")
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('processing', 'completed', 'failed')`))
      .addColumn("error_code", "text")
      .addColumn("error_message", "text")
      .addColumn("settings", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn("page_count", "integer")
      .addColumn("pages_total", "integer")
      .addColumn("pages_done", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("table_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total_rows", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("method", "text")
      .addColumn("average_confidence", "double precision")
      .addColumn("result", "jsonb")
      .addColumn("page_errors", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn("edited", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("completed_at", "timestamptz")
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("extractions_user_created")
      .on("extractions")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema.createIndex("extractions_expires").on("extractions").column("expires_at").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable("extractions").execute();
  },
};
