import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import type { Client as PgClient } from "pg";
import { PGliteDialect } from "./pglite-dialect.js";
import { lockDataDir } from "./pglite-lock.js";
import { withPGliteTieringBudget } from "./pglite-tiering.js";
import { pgliteStartParams } from "./pglite-settings.js";
import type { Database } from "./schema.js";
import { TableWrites } from "./table-writes.js";

/** Where the data lives: embedded PGlite (a directory, or memory) or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      kind: "pglite";
      dir: string | undefined;
      /** Start from this data-dir dump (tests clone a migrated template). */ template?: Blob;
    }
  | { kind: "postgres"; url: string; schema?: string | undefined };

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: "pglite" | "postgres";
  /** Schema holding the tables when not the default (tests isolate runs this way). */
  schema: string | undefined;
  close(): Promise<void>;
  /** Raw SQL outside Kysely (pg-boss's `db` adapter); serialised with Kysely on PGlite. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Which tables this handle's statements write, as they run (in-process caches listen to it). */
  writes: TableWrites;
  /** PGlite only: the whole data directory as a tar blob. */
  dump?: () => Promise<Blob>;
}

/** The target a configuration asks for: DATABASE_URL, else PGlite under DATA_DIR/db. */
export function targetFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dir: path.join(config.dataDir, "db") };
}

/** Opens the database (creating the PGlite directory or the PostgreSQL schema when needed). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "pglite") {
    let unlock = async () => {};
    if (target.dir) {
      await mkdir(target.dir, { recursive: true });
      unlock = await lockDataDir(target.dir);
    }
    const options = { startParams: pgliteStartParams(), ...(target.template ? { loadDataDir: target.template } : {}) };
    const pglite = await withPGliteTieringBudget(async () => {
      const made = target.dir ? new PGlite(target.dir, options) : new PGlite(options);
      await made.waitReady.catch(() => {}); // the error is thrown below, after the flag is set back
      return made;
    });
    try {
      await pglite.waitReady;
    } catch (error) {
      await unlock();
      throw error;
    }
    const dialect = new PGliteDialect(pglite);
    const writes = new TableWrites();
    const db = new Kysely<Database>({ dialect, plugins: [writes] });
    return {
      db,
      writes,
      kind: "pglite",
      schema: undefined,
      executeSql: (text, values) => dialect.executeSql(text, values),
      close: async () => {
        await db.destroy();
        await unlock();
      },
      dump: async () => (await pglite.dumpDataDir("none")) as Blob,
    };
  }
  // the PostgreSQL driver loads only for PostgreSQL: a server on PGlite need not hold it
  const { default: pg } = await import("pg");
  if (target.schema) await createSchema(pg.Client, target.url, target.schema);
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  const writes = new TableWrites();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  const executeSql = async (text: string, values?: unknown[]) => ({
    rows: (await pool.query(text, values)).rows as unknown[],
  });
  return { db, writes, kind: "postgres", schema: target.schema, executeSql, close: () => db.destroy() };
}

async function createSchema(Client: typeof PgClient, url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}
