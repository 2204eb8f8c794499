import { sql, type Kysely, type Migration } from "kysely";

/** Batches of PDFs and their files; each file links the extraction row that read it. */
export const batches: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("batches")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status in ('pending', 'processing', 'completed', 'failed', 'cancelled')`),
      )
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("options", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn("total_files", "integer", (c) => c.notNull())
      .addColumn("processed_files", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("successful_files", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("failed_files", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("current_file", "text")
      .addColumn("error", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("completed_at", "timestamptz")
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("batches_user_created").on("batches").columns(["user_id", "created_at"]).execute();
    await db.schema
      .createTable("batch_files")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("batch_id", "uuid", (c) => c.notNull().references("batches.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("file_size", "bigint", (c) => c.notNull())
      .addColumn("storage_key", "text")
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status in ('pending', 'processing', 'completed', 'failed', 'cancelled')`),
      )
      .addColumn("extraction_id", "uuid", (c) => c.references("extractions.id").onDelete("set null"))
      .addColumn("table_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("error_code", "text")
      .addColumn("error_message", "text")
      .execute();
    await db.schema.createIndex("batch_files_batch").on("batch_files").columns(["batch_id", "position"]).execute();
    await db.schema.createIndex("batch_files_status").on("batch_files").column("status").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable("batch_files").execute();
    await db.schema.dropTable("batches").execute();
  },
};
