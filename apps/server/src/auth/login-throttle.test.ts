import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../errors/index.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { databaseCounters } from "../rate-limit/database-counters.js";
import { redisCounters } from "../rate-limit/redis-counters.js";
import { describeEachDatabase } from "../test/test-app.js";
import { ADDRESS_TIER, beginLoginAttempt, loginSucceeded, PAIR_TIERS } from "./login-throttle.js";

/**
 * Today (UTC) at `time`, or `days` later: recent, so the counters' pruning of old windows (which
 * uses the real clock) never takes the test's windows away.
 */
const TODAY = Math.floor(Date.now() / 86_400_000) * 86_400_000;
const at = (time: string, days = 0) => new Date(TODAY + days * 86_400_000 + Date.parse(`1970-01-01T${time}Z`));

/** Tries one failed sign-in at `now`: "ok" when it reached the password check, else the Retry-After seconds. */
async function tryAt(counters: CounterStore, email: string, ip: string, now: Date): Promise<"ok" | number> {
  try {
    await beginLoginAttempt(counters, email, ip, now);
    return "ok";
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 429, code: "too_many_attempts" });
    return Number((error as AppError).headers["Retry-After"]);
  }
}

function throttleTiers(counters: () => CounterStore) {
  it("makes each wait longer: 5 per 15 minutes, then 10 per hour, then 20 per day", async () => {
    expect(PAIR_TIERS.map((t) => t.attempts)).toEqual([5, 10, 20]);
    const email = `${randomUUID()}@example.com`;
    const ip = "10.1.2.3";
    const results: Array<"ok" | number> = [];
    for (let i = 0; i < 6; i++) results.push(await tryAt(counters(), email, ip, at("10:00:00")));
    expect(results).toEqual(["ok", "ok", "ok", "ok", "ok", 15 * 60]);
    // the next quarter hour: 5 more; then the hour is full, so the next wait is to its end
    for (let i = 0; i < 5; i++) expect(await tryAt(counters(), email, ip, at("10:15:00"))).toBe("ok");
    expect(await tryAt(counters(), email, ip, at("10:30:00"))).toBe(30 * 60);
    // the next hour: 10 more, then the day is full until midnight UTC
    for (let i = 0; i < 2; i++) {
      for (let j = 0; j < 5; j++)
        expect(await tryAt(counters(), email, ip, at(i === 0 ? "11:00:00" : "11:15:00"))).toBe("ok");
    }
    expect(await tryAt(counters(), email, ip, at("12:00:00"))).toBe(12 * 3600);
    // another address is a different pair: the owner is not locked out
    expect(await tryAt(counters(), email, "10.9.9.9", at("12:00:00"))).toBe("ok");
    // the next day starts fresh
    expect(await tryAt(counters(), email, ip, at("00:00:00", 1))).toBe("ok");
  });

  it("forgets the pair's failures after the right password and gives the address its attempt back", async () => {
    const email = `${randomUUID()}@example.com`;
    const ip = `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const now = at("08:00:00");
    for (let i = 0; i < 4; i++) await beginLoginAttempt(counters(), email, ip, now);
    const right = await beginLoginAttempt(counters(), email, ip, now);
    await loginSucceeded(counters(), right);
    for (let i = 0; i < 5; i++) expect(await tryAt(counters(), email, ip, now)).toBe("ok");
    expect(await tryAt(counters(), email, ip, now)).toBeGreaterThan(0);
    // 4 failures, 1 success (given back) and 5 failures: the address has used 9 of its 20
    // (the refused 11th never reached the address count)
    const spray: Array<"ok" | number> = [];
    for (let i = 0; i < ADDRESS_TIER.attempts; i++)
      spray.push(await tryAt(counters(), `${randomUUID()}@example.com`, ip, now));
    expect(spray.filter((r) => r === "ok")).toHaveLength(ADDRESS_TIER.attempts - 9);
  });

  it("holds the bound when attempts come all at once", async () => {
    const email = `${randomUUID()}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => tryAt(counters(), email, "10.3.3.3", at("00:00:00"))),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(PAIR_TIERS[0]!.attempts);
  });
}

describeEachDatabase("sign-in throttle, counters in the database", {}, (t) => {
  throttleTiers(() => databaseCounters(t().database.db));
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe("sign-in throttle, counters in Redis", () => {
    const store = redisCounters(redisUrl, { prefix: `pdftab-test-${randomUUID()}:` });
    afterAll(() => store.close());
    throttleTiers(() => store);
  });
} else {
  describe.skip("sign-in throttle, counters in Redis [skipped because TEST_REDIS_URL is not set]", () => {
    it("runs against Redis", () => {});
  });
}
