import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite";

/** How many distinct statements stay prepared; the least recently used beyond it are closed. */
export const MAX_PREPARED_STATEMENTS = 200;

/**
 * Commands that never change a table's columns (SET: pg-boss's lock and statement timeouts).
 * After any other (CREATE, ALTER, DROP...) every statement is prepared afresh.
 */
const PLAN_SAFE_COMMANDS = new Set([
  "SELECT",
  "INSERT",
  "UPDATE",
  "DELETE",
  "MERGE",
  "BEGIN",
  "START TRANSACTION",
  "COMMIT",
  "ROLLBACK",
  "SAVEPOINT",
  "RELEASE",
  "SET",
  "SHOW",
  "LOCK TABLE",
]);

/** True when a statement with this command tag may have changed a table's columns. */
export function mayChangeSchema(command: string | undefined): boolean {
  return command !== undefined && !PLAN_SAFE_COMMANDS.has(command);
}

/** A parameter this path sends as PostgreSQL's text form itself; other values (objects, arrays, bytes) take PGlite's query. */
type PlainValue = string | number | bigint | boolean | Date | null | undefined;

/** True when every value is a string, number, boolean, date or null: values whose text form does not depend on the column's type. */
export function plainValues(values: readonly unknown[]): values is readonly PlainValue[] {
  return values.every(
    (v) =>
      v === null ||
      v === undefined ||
      v instanceof Date ||
      typeof v === "string" ||
      typeof v === "number" ||
      typeof v === "bigint" ||
      typeof v === "boolean",
  );
}

/** The text PostgreSQL reads a plain value from; the same text PGlite's own serializers send for these values. */
function textOf(value: PlainValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Runs parameterised SQL on PGlite as named prepared statements, reused by
 * their text. PGlite's own `query` sends each statement in six calls into the
 * WebAssembly (parse, describe, bind, describe, execute, sync) and plans it
 * every time; here a statement seen before is one call (bind, describe,
 * execute, sync) on its saved plan, a few times cheaper for the small reads
 * every API call makes, which on the embedded database all take turns on the
 * HTTP thread (docs/operations.md, "Latency under load").
 *
 * The caller serialises calls (PGlite is one connection). A statement whose
 * Parse failed is not remembered; one whose later steps failed stays prepared
 * (prepared statements outlive transactions). After a command that may change
 * a table's columns (CREATE, ALTER, DROP: migrations) every statement is
 * closed, so no saved plan returns columns of an older table.
 */
export class PreparedStatements {
  /** SQL text -> statement name; Map order is least recently used first. */
  private readonly names = new Map<string, string>();
  /** Statements to close with the next call. */
  private closing: string[] = [];
  private counter = 0;

  constructor(
    private readonly pglite: PGlite,
    private readonly max = MAX_PREPARED_STATEMENTS,
  ) {}

  /** How many statements are prepared now. */
  get size(): number {
    return this.names.size;
  }

  /** Runs `text` with `values`; throws PostgreSQL's error (with the query and its values) as PGlite's `query` does. */
  async run<R>(text: string, values: readonly PlainValue[]): Promise<Results<R>> {
    const closing = this.closing;
    this.closing = [];
    const messages: Uint8Array[] = closing.map((name) => protocol.serialize.close({ type: "S", name }));
    let name = this.names.get(text);
    const fresh = name === undefined;
    if (name === undefined) {
      name = `pdftab_${++this.counter}`;
      messages.push(protocol.serialize.parse({ name, text }));
    } else this.names.delete(text); // re-inserted below as the most recently used
    messages.push(
      protocol.serialize.bind({ statement: name, values: values.map(textOf) }),
      protocol.serialize.describe({ type: "P" }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    let reply: Awaited<ReturnType<PGlite["execProtocol"]>>;
    try {
      reply = await this.pglite.runExclusive(() =>
        this.pglite.execProtocol(Buffer.concat(messages), { throwOnError: false }),
      );
    } catch (error) {
      // nothing reached PostgreSQL (closed database): keep what it holds prepared, and what it has to close
      if (!fresh) this.names.set(text, name);
      this.closing.push(...closing);
      throw error;
    }
    if (!fresh || reply.messages.some((m) => m.name === "parseComplete")) this.remember(text, name);
    const error = reply.messages.find((m) => m.name === "error");
    if (error) throw Object.assign(error, { query: text, params: values });
    const result = parse.parseResults(reply.messages, this.pglite.parsers)[0] as Results<R>;
    if (mayChangeSchema(result.command)) this.closeAll();
    return result;
  }

  /** Closes every statement (with the next call): after a schema change, or when asked. */
  closeAll(): void {
    this.closing.push(...this.names.values());
    this.names.clear();
  }

  private remember(text: string, name: string): void {
    this.names.set(text, name);
    if (this.names.size <= this.max) return;
    const [oldest, oldestName] = this.names.entries().next().value as [string, string];
    this.names.delete(oldest);
    this.closing.push(oldestName);
  }
}
