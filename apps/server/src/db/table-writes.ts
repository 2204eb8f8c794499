import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/** Called with the tables a statement writes: once before it runs, once after it succeeded. */
export type TableWriteListener = (tables: readonly string[]) => void;

/** Statement words that write to the table named after them, in SQL written by hand (`sql` templates). */
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi;

/**
 * A Kysely plugin that tells listeners which tables each statement writes
 * (INSERT, UPDATE, DELETE, MERGE, also inside a WITH, and in hand-written SQL),
 * whoever issues it: an in-process cache of rows (auth/session-cache.ts) drops
 * what it holds from the write itself, so no code path that changes those
 * tables can forget to. Listeners hear a write before the statement runs and
 * again after it succeeded, so a read that overlapped it is never taken as
 * current. Inside a transaction "after" is before the commit: a read on another
 * connection in between still sees the old rows (PostgreSQL only; PGlite's one
 * connection is held by the transaction until it ends).
 */
export class TableWrites implements KyselyPlugin {
  private readonly listeners = new Set<TableWriteListener>();
  /** Tables written by statements in flight, heard again when each one's result comes back. */
  private readonly pending = new WeakMap<QueryId, readonly string[]>();

  /** Calls `listener` for every write from now on; returns the function that stops it. */
  listen(listener: TableWriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.size === 0) return args.node;
    const tables = writtenTables(args.node);
    if (tables.length > 0) {
      this.pending.set(args.queryId, tables);
      this.tell(tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    if (tables) {
      this.pending.delete(args.queryId);
      this.tell(tables);
    }
    return args.result;
  }

  private tell(tables: readonly string[]): void {
    for (const listener of this.listeners) listener(tables);
  }
}

/** The tables a statement writes (without schema), empty for a read. */
export function writtenTables(node: OperationNode): string[] {
  const tables = new Set<string>();
  collect(node, tables);
  return [...tables];
}

function collect(node: OperationNode | undefined, into: Set<string>): void {
  if (!node) return;
  const n = node as OperationNode & Record<string, unknown>;
  const withNode = n.with as { expressions: readonly { expression: OperationNode }[] } | undefined;
  for (const cte of withNode?.expressions ?? []) collect(cte.expression, into);
  switch (n.kind) {
    case "InsertQueryNode":
    case "MergeQueryNode":
      addTable(n.into as OperationNode | undefined, into);
      break;
    case "UpdateQueryNode":
      addTable(n.table as OperationNode | undefined, into);
      break;
    case "DeleteQueryNode":
      for (const from of (n.from as { froms: readonly OperationNode[] }).froms) addTable(from, into);
      break;
    case "RawNode":
      for (const match of (n.sqlFragments as readonly string[]).join("?").matchAll(RAW_WRITE)) into.add(match[1]!);
      break;
  }
}

function addTable(node: OperationNode | undefined, into: Set<string>): void {
  if (!node) return;
  if (node.kind === "AliasNode") return addTable((node as OperationNode & { node: OperationNode }).node, into);
  if (node.kind === "TableNode")
    into.add((node as OperationNode & { table: { identifier: { name: string } } }).table.identifier.name);
}
