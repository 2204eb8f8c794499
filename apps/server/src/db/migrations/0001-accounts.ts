import { sql, type Kysely, type Migration } from "kysely";

/** Users, sessions, one-time e-mail tokens, sign-in throttle and OAuth links. */
export const accounts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("users")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("avatar_url", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("subscription_tier", "text", (c) => c.notNull().defaultTo("free"))
      .addColumn("password_hash", "text")
      .addColumn("email_confirmed_at", "timestamptz")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .addColumn("revoked_at", "timestamptz")
      .execute();
    await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

    for (const table of ["password_reset_tokens", "email_confirmation_tokens"]) {
      await db.schema
        .createTable(table)
        .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn("expires_at", "timestamptz", (c) => c.notNull())
        .addColumn("used_at", "timestamptz")
        .execute();
    }

    await db.schema
      .createTable("login_attempts")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex("login_attempts_email").on("login_attempts").columns(["email", "created_at"]).execute();
    await db.schema.createIndex("login_attempts_ip").on("login_attempts").columns(["ip", "created_at"]).execute();

    await db.schema
      .createTable("oauth_accounts")
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("provider_user_id", "text", (c) => c.notNull())
      .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint("oauth_accounts_pk", ["provider", "provider_user_id"])
      .execute();

    await db.schema
      .createTable("oauth_states")
      .addColumn("state", "text", (c) => c.primaryKey())
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("code_verifier", "text", (c) => c.notNull())
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const table of [
      "oauth_states",
      "oauth_accounts",
      "login_attempts",
      "email_confirmation_tokens",
      "password_reset_tokens",
      "sessions",
      "users",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
