import type { WorkspaceScope } from "../workspaces/workspace-scope.js";
import type { UserRow } from "./users.js";

/** What a session token resolves to: its user in their workspace, and when the session ends. */
export interface CachedSession {
  user: UserRow;
  workspace: WorkspaceScope;
  expiresAt: Date;
}

/**
 * The tables a session's lookup reads (auth/session-scope.ts): a write to any
 * of them (sign-out, revocation, password change, profile or plan change, a
 * member added, removed or given another role, a workspace renamed or handed
 * over, an account deleted) drops every cached session of this process.
 */
export const SESSION_TABLES: ReadonlySet<string> = new Set(["sessions", "users", "workspace_members", "workspaces"]);

/** How many sessions a process keeps at most; the least recently stored beyond it are dropped. */
export const MAX_CACHED_SESSIONS = 10_000;

interface Entry {
  session: CachedSession;
  /** The cache's clock until which the entry may answer. */
  until: number;
}

/**
 * Session token hash -> (user, workspace) for a few seconds, in this process.
 * Every signed-in request asks it first; on the embedded database each lookup
 * is a statement on the thread that answers HTTP, the most frequent one under
 * load (docs/operations.md, "Latency under load").
 *
 * Correctness: `forget` runs on every write to SESSION_TABLES made through
 * this process's database handle (db/table-writes.ts), before and after the
 * statement, and a lookup that was in flight during a write is not stored
 * (`generation`). A session ended elsewhere (another web process on the same
 * PostgreSQL, an admin command) is seen here within `ttlMs` at most;
 * docs/operations.md says why that is the bound chosen. An entry never outlives
 * its session's own expiry.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every forget: a lookup started before one must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = MAX_CACHED_SESSIONS,
    private readonly now: () => number = () => performance.now(),
    private readonly wallClock: () => number = () => Date.now(),
  ) {}

  /** How many sessions are cached now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The session of `tokenHash`: from the cache while fresh, else from `load`
   * (stored when nothing was written to the session tables meanwhile).
   */
  async resolve(tokenHash: string, load: () => Promise<CachedSession | undefined>): Promise<CachedSession | undefined> {
    const entry = this.entries.get(tokenHash);
    if (entry) {
      if (this.now() < entry.until && this.wallClock() < entry.session.expiresAt.getTime()) return entry.session;
      this.entries.delete(tokenHash);
    }
    const generation = this.generation;
    const session = await load();
    if (session && generation === this.generation) this.store(tokenHash, session);
    return session;
  }

  /** Drops every cached session (a session table was written). */
  forget(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The listener for db/table-writes.ts: forgets on a write to a session table. */
  readonly onTableWrite = (tables: readonly string[]): void => {
    if (tables.some((t) => SESSION_TABLES.has(t))) this.forget();
  };

  private store(tokenHash: string, session: CachedSession): void {
    // requests share the stored objects: none may change another's user or workspace
    Object.freeze(session.user);
    Object.freeze(session.workspace);
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { session, until: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
