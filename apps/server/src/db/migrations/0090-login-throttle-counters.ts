import { sql, type Kysely, type Migration } from "kysely";

/**
 * Sign-in throttling moved to the rate limiter's counters (database or Redis), where checking
 * and counting an attempt is one atomic step; the table of failed attempts has no reader left.
 */
export const loginThrottleCounters: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.dropTable("login_attempts").ifExists().execute();
  },

  async down(db: Kysely<any>) {
    await db.schema
      .createTable("login_attempts")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex("login_attempts_email").on("login_attempts").columns(["email", "created_at"]).execute();
    await db.schema.createIndex("login_attempts_ip").on("login_attempts").columns(["ip", "created_at"]).execute();
  },
};
