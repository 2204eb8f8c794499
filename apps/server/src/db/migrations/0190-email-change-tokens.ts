import { sql, type Kysely, type Migration } from "kysely";

/**
 * Pending changes of an account's e-mail address (POST /account/email, docs/product.md, Changing
 * the e-mail address): the SHA-256 of the single-use token mailed to the new address, with that
 * address. The account's address changes only when the link is used.
 */
export const emailChangeTokens: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("email_change_tokens")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("new_email", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .addColumn("used_at", "timestamptz")
      .execute();
    await db.schema.createIndex("email_change_tokens_user_id").on("email_change_tokens").column("user_id").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable("email_change_tokens").execute();
  },
};
