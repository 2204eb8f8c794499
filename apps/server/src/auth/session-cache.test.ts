import { describe, expect, it } from "vitest";
import type { WorkspaceScope } from "../workspaces/workspace-scope.js";
import { SessionCache, type CachedSession } from "./session-cache.js";
import type { UserRow } from "./users.js";

/** A session of user `id` ending `endsInMs` after the wall clock's start. */
function session(id: string, endsInMs = 3_600_000): CachedSession {
  const workspace: WorkspaceScope = { id: `w-${id}`, name: "W", ownerId: id, role: "owner", planId: "free" };
  return { user: { id } as UserRow, workspace, expiresAt: new Date(1_000_000 + endsInMs) };
}

/** A cache on clocks the test moves; `loads` counts the database lookups it asked for. */
function cacheOnClocks(ttlMs = 5000, maxEntries = 100) {
  const clock = { now: 0, wall: 1_000_000, loads: 0 };
  const cache = new SessionCache(
    ttlMs,
    maxEntries,
    () => clock.now,
    () => clock.wall,
  );
  const resolve = (hash: string, found: "found" | "none" = "found") =>
    cache.resolve(hash, async () => {
      clock.loads++;
      return found === "found" ? session(hash) : undefined;
    });
  return { cache, clock, resolve };
}

describe("SessionCache", () => {
  it("answers a session it resolved from memory until its lifetime ends, then reads it again", async () => {
    const { clock, resolve } = cacheOnClocks(5000);
    expect((await resolve("a"))?.user.id).toBe("a");
    clock.now = 4999;
    expect((await resolve("a"))?.user.id).toBe("a");
    expect(clock.loads).toBe(1);
    clock.now = 5000;
    await resolve("a");
    expect(clock.loads).toBe(2);
  });

  it("never answers a session past its own expiry", async () => {
    const { cache, clock } = cacheOnClocks(5000);
    const loads: (CachedSession | undefined)[] = [session("a", 1000), undefined];
    const resolve = () => cache.resolve("a", async () => (clock.loads++, loads.shift()));
    expect(await resolve()).toBeDefined();
    clock.wall += 1000; // the session ends well inside the cache's lifetime
    expect(await resolve()).toBeUndefined();
    expect(clock.loads).toBe(2);
  });

  it("does not keep an unknown, revoked or expired token", async () => {
    const { cache, clock, resolve } = cacheOnClocks();
    expect(await resolve("gone", "none")).toBeUndefined();
    expect(await resolve("gone", "none")).toBeUndefined();
    expect(clock.loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("forgets every session on a write to a session table, and only then", async () => {
    const { cache, clock, resolve } = cacheOnClocks();
    await resolve("a");
    await resolve("b");
    cache.onTableWrite(["extractions", "rate_limit_counters"]);
    await resolve("a");
    expect(clock.loads).toBe(2);
    for (const table of ["sessions", "users", "workspace_members", "workspaces"]) {
      cache.onTableWrite(["extractions", table]);
      expect(cache.size).toBe(0);
      await resolve("a");
    }
    expect(clock.loads).toBe(6);
  });

  it("does not store a lookup that a write to a session table overlapped", async () => {
    const { cache, clock } = cacheOnClocks();
    let finish!: (s: CachedSession) => void;
    const pending = cache.resolve("a", () => new Promise((r) => (finish = r)));
    cache.onTableWrite(["sessions"]); // e.g. a sign-out committed while the lookup read the old row
    finish(session("a"));
    expect((await pending)?.user.id).toBe("a");
    expect(cache.size).toBe(0);
    await cache.resolve("a", async () => (clock.loads++, undefined));
    expect(clock.loads).toBe(1);
  });

  it("holds at most its bound, dropping the least recently stored", async () => {
    const { cache, clock, resolve } = cacheOnClocks(5000, 3);
    for (const hash of ["a", "b", "c", "d"]) await resolve(hash);
    expect(cache.size).toBe(3);
    await resolve("b");
    await resolve("c");
    await resolve("d");
    expect(clock.loads).toBe(4);
    await resolve("a");
    expect(clock.loads).toBe(5);
    expect(cache.size).toBe(3);
  });

  it("hands out frozen users and workspaces, so no request changes another's", async () => {
    const { resolve } = cacheOnClocks();
    const found = await resolve("a");
    expect(Object.isFrozen(found?.user)).toBe(true);
    expect(Object.isFrozen(found?.workspace)).toBe(true);
  });
});
