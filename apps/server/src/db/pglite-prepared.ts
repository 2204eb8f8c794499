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

/** A parameter whose text does not depend on the column's type; other values (objects, arrays, bytes) are written as their parameter's type reads them. */
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
 * The Bind message of the unnamed portal for `statement` with every value as text (null: SQL
 * NULL) and every result column as text: the bytes PGlite's `protocol.serialize.bind` writes for
 * string values (pglite-prepared.test.ts compares them), written with Node's native UTF-8 length
 * and encoder. PGlite's own serializer measures each string in a JavaScript loop, twice, and
 * copies the message through two growing buffers; with a completed extraction's tables as one
 * value (about 80 KB of JSON a file) that was the main thread's largest single cost in PGlite's
 * JavaScript during a batch (bench/README.md, "the server's main thread per batch file").
 */
export function bindMessage(statement: string, values: readonly (string | null)[]): Uint8Array {
  // 'B', length, portal "" and its NUL, statement and its NUL, format codes, values, result formats
  let length = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 * values.length + 2 + 2;
  const sizes = values.map((v) => (v === null ? -1 : Buffer.byteLength(v)));
  for (const size of sizes) length += 4 + Math.max(size, 0);
  const message = Buffer.allocUnsafe(1 + length);
  let at = message.writeUInt8(0x42, 0);
  at = message.writeInt32BE(length, at);
  at = message.writeUInt8(0, at);
  at += message.write(statement, at);
  at = message.writeUInt8(0, at);
  at = message.writeUInt16BE(values.length, at);
  for (let i = 0; i < values.length; i++) at = message.writeInt16BE(0, at);
  at = message.writeUInt16BE(values.length, at);
  for (let i = 0; i < values.length; i++) {
    const size = sizes[i]!;
    at = message.writeInt32BE(size, at);
    if (size > 0) at += message.write(values[i]!, at);
  }
  message.writeInt16BE(0, at);
  return message;
}

/** A statement PostgreSQL holds prepared, and its parameters' types once asked for. */
interface Prepared {
  name: string;
  /** Type OIDs of the parameters (PostgreSQL's ParameterDescription); asked for the first time a call has a value that is not plain. */
  types?: number[];
}

/**
 * Runs parameterised SQL on PGlite as named prepared statements, reused by
 * their text. PGlite's own `query` sends each statement in six calls into the
 * WebAssembly (parse, describe, bind, describe, execute, sync) and parses and
 * plans it every time; here a statement seen before is one call (bind,
 * describe, execute, sync) on its saved plan, a few times cheaper for the
 * small reads every API call makes, which on the embedded database all take
 * turns on the HTTP thread (docs/operations.md, "Latency under load").
 *
 * Plain values (see plainValues) are sent as their text. A statement called
 * with other values (pg-boss's job ids as a uuid array, its JSON output and
 * data) asks PostgreSQL for its parameters' types once, when it is prepared,
 * and writes each value with PGlite's serializer for that type, as PGlite's
 * `query` does on every call; pg-boss's fetch and complete, two per job, had
 * PostgreSQL parse and plan them anew each time, which made its parser and
 * plan reader hot enough to be recompiled on V8's background threads
 * (docs/operations.md, "Batch throughput and CPU").
 *
 * The caller serialises calls (PGlite is one connection). A statement whose
 * Parse failed is not remembered; one whose later steps failed stays prepared
 * (prepared statements outlive transactions). After a command that may change
 * a table's columns (CREATE, ALTER, DROP: migrations) every statement is
 * closed, so no saved plan returns columns of an older table.
 */
export class PreparedStatements {
  /** SQL text -> its statement; Map order is least recently used first. */
  private readonly names = new Map<string, Prepared>();
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
  async run<R>(text: string, values: readonly unknown[]): Promise<Results<R>> {
    let statement = this.names.get(text);
    if (statement !== undefined) this.names.delete(text); // re-inserted below as the most recently used
    const plain = plainValues(values);
    // the values' text depends on the parameters' types: asked for once, as PGlite's query asks on every call
    if (!plain && statement?.types === undefined) statement = await this.describe(text, statement, values);
    const fresh = statement === undefined;
    statement ??= { name: `pdftab_${++this.counter}` };
    const messages = fresh ? [protocol.serialize.parse({ name: statement.name, text })] : [];
    messages.push(
      bindMessage(statement.name, plain ? values.map(textOf) : this.serialized(values, statement.types ?? [])),
      protocol.serialize.describe({ type: "P" }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    const reply = await this.exchange(messages, text, fresh ? undefined : statement);
    if (!fresh || reply.messages.some((m) => m.name === "parseComplete")) this.remember(text, statement);
    const error = reply.messages.find((m) => m.name === "error");
    if (error) throw Object.assign(error, { query: text, params: values });
    const result = parse.parseResults(reply.messages, this.pglite.parsers)[0] as Results<R>;
    if (mayChangeSchema(result.command)) this.closeAll();
    return result;
  }

  /** Closes every statement (with the next call): after a schema change, or when asked. */
  closeAll(): void {
    for (const statement of this.names.values()) this.closing.push(statement.name);
    this.names.clear();
  }

  /**
   * Prepares `text` unless `statement` already holds it, and asks for its parameters' types.
   * Throws PostgreSQL's error (with the query and `values`) when it cannot be prepared.
   */
  private async describe(text: string, statement: Prepared | undefined, values: readonly unknown[]): Promise<Prepared> {
    const described: Prepared = statement ?? { name: `pdftab_${++this.counter}` };
    const messages = statement === undefined ? [protocol.serialize.parse({ name: described.name, text })] : [];
    messages.push(protocol.serialize.describe({ type: "S", name: described.name }), protocol.serialize.sync());
    const reply = await this.exchange(messages, text, statement);
    const error = reply.messages.find((m) => m.name === "error");
    if (error) {
      if (statement !== undefined) this.remember(text, statement);
      throw Object.assign(error, { query: text, params: values });
    }
    const parameters = reply.messages.find((m) => m.name === "parameterDescription") as
      { dataTypeIDs: number[] } | undefined;
    described.types = parameters?.dataTypeIDs ?? [];
    return described;
  }

  /** Each value's text as PGlite's `query` writes it: by PGlite's serializer for the parameter's type, else as a string. */
  private serialized(values: readonly unknown[], types: readonly number[]): (string | null)[] {
    return values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i];
      const serialize = type === undefined ? undefined : this.pglite.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
  }

  /**
   * Sends the statements waiting to be closed and `messages` in one call. Should nothing reach
   * PostgreSQL (closed database), `held` (the statement the call used) stays remembered and
   * those to close stay listed.
   */
  private async exchange(
    messages: Uint8Array[],
    text: string,
    held: Prepared | undefined,
  ): Promise<Awaited<ReturnType<PGlite["execProtocol"]>>> {
    const closing = this.closing;
    this.closing = [];
    const closes = closing.map((name) => protocol.serialize.close({ type: "S", name }));
    try {
      return await this.pglite.runExclusive(() =>
        this.pglite.execProtocol(Buffer.concat([...closes, ...messages]), { throwOnError: false }),
      );
    } catch (error) {
      if (held !== undefined) this.names.set(text, held);
      this.closing.push(...closing);
      throw error;
    }
  }

  private remember(text: string, statement: Prepared): void {
    this.names.set(text, statement);
    if (this.names.size <= this.max) return;
    const [oldest, oldestStatement] = this.names.entries().next().value as [string, Prepared];
    this.names.delete(oldest);
    this.closing.push(oldestStatement.name);
  }
}
