import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { mayChangeSchema, PreparedStatements } from "./pglite-prepared.js";

/**
 * A Kysely dialect over embedded PGlite. PGlite is one connection, so the
 * driver hands it out to one caller at a time (a transaction holds it until
 * commit/rollback); others wait in line.
 */
export class PGliteDialect implements Dialect {
  private readonly driver: PGliteDriver;

  constructor(private readonly pglite: PGlite) {
    this.driver = new PGliteDriver(pglite);
  }

  /**
   * Runs raw SQL (several statements when there are no values) in turn with
   * Kysely's queries, never inside one of its transactions. pg-boss uses this.
   */
  async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
    const conn = await this.driver.acquireConnection();
    try {
      // pg-boss's per-job statements (fetch, complete) are prepared once and reused, as Kysely's are
      if (values.length > 0) return { rows: (await this.driver.statements.run(text, values)).rows };
      const results = await this.pglite.exec(text);
      // raw SQL may change tables the prepared statements read (pg-boss makes its schema this way)
      if (results.some((r) => mayChangeSchema(r.command))) this.driver.statements.closeAll();
      return { rows: results.at(-1)?.rows ?? [] };
    } finally {
      await this.driver.releaseConnection(conn);
    }
  }

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return this.driver;
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  /** Kysely's statements, prepared once and reused (pglite-prepared.ts). */
  readonly statements: PreparedStatements;

  constructor(private readonly pglite: PGlite) {
    this.statements = new PreparedStatements(pglite);
    this.connection = new PGliteConnection(this.statements);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    await conn.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).release();
  }

  async destroy(): Promise<void> {
    // Wait for queries in flight so closing never cuts one off.
    await this.queue;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};

  constructor(private readonly statements: PreparedStatements) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.run<R>(query.sql, query.parameters);
    const changed = result.command && ["INSERT", "UPDATE", "DELETE", "MERGE"].includes(result.command);
    return {
      rows: result.rows,
      ...(changed && result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on the embedded database");
  }
}
