import type { Redis } from "ioredis";
import type { CounterStore } from "./counter-store.js";

/** Most windows `windows()` reads in one call (90 days of daily windows fit easily). */
const MAX_WINDOWS = 400;

/** DECRBY that stops at 0 and leaves a missing (expired) key missing. */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local left = redis.call('DECRBY', KEYS[1], ARGV[1])
if left < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') return 0 end
return left`;

/**
 * Counters in Redis: one key per bucket and window (`<prefix><bucket>:<window ISO>`), INCRBY
 * and PEXPIRE in one transaction, so every process shares them and a hit is never lost.
 * Keys expire on their own: minute windows after a couple of minutes, daily ones after the
 * longest usage history (keep Redis persistent if that history matters). The Redis client
 * library loads with the store, not with the module: a server without REDIS_URL imports this
 * module and need not hold it (docs/operations.md, Memory).
 */
export function redisCounters(url: string, options: { prefix?: string } = {}): CounterStore {
  const prefix = options.prefix ?? "pdftab:";
  const client: Promise<Redis> = import("ioredis").then(
    ({ Redis }) => new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true }),
  );
  // a failed load is thrown by the first call that needs the client
  client.catch(() => {});
  const key = (bucket: string, window: Date) => `${prefix}${bucket}:${window.toISOString()}`;
  return {
    async hit(bucket, window, keepMs, amount = 1) {
      const k = key(bucket, window);
      const redis = await client;
      const replies = await redis
        .multi()
        .incrby(k, amount)
        .pexpire(k, Math.max(1, Math.round(keepMs)))
        .exec();
      const [error, count] = replies?.[0] ?? [new Error("Redis transaction was discarded"), 0];
      if (error) throw error;
      return Number(count);
    },
    async release(bucket, window, amount = 1) {
      // one script, so a concurrent hit never sees the count below 0
      await (await client).eval(RELEASE_SCRIPT, 1, key(bucket, window), amount);
    },
    async reset(bucket, window) {
      await (await client).del(key(bucket, window));
    },
    async count(bucket, window) {
      return Number((await (await client).get(key(bucket, window))) ?? 0);
    },
    async windows(bucket, since, until, windowMs) {
      const starts: Date[] = [];
      const first = Math.ceil(since.getTime() / windowMs) * windowMs;
      for (let t = first; t <= until.getTime() && starts.length < MAX_WINDOWS; t += windowMs) starts.push(new Date(t));
      if (starts.length === 0) return [];
      const values = await (await client).mget(starts.map((w) => key(bucket, w)));
      return starts.map((window, i) => ({ window, count: Number(values[i] ?? 0) })).filter((w) => w.count > 0);
    },
    async close() {
      const redis = await client;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
