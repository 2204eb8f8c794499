import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  countConfirmationResend,
  countEmailChangeRequest,
  countResetRequest,
  countSignup,
} from "../auth/address-limits.js";
import { sendOnHourlyAllowance } from "../auth/mail-allowance.js";
import { AppError } from "../errors/index.js";
import { DEFAULT_PLANS } from "../plans/defaults.js";
import { bearer, createTestApp, describeEachDatabase, registerUser } from "../test/test-app.js";
import { countApiCall, dayBucket } from "./api-rate-limit.js";
import { apiCallsByDay } from "./api-usage.js";
import type { CounterStore } from "./counter-store.js";
import { databaseCounters } from "./database-counters.js";
import { windowStart } from "./fixed-window.js";
import { minuteWithRoomFor } from "../test/fresh-minute.js";
import { redisCounters } from "./redis-counters.js";

const tiny = { ...DEFAULT_PLANS[0]!, requests_per_minute: 3, api_calls_per_day: 5 };
const at = (iso: string) => new Date(iso);

/** The limiter's behaviour, the same whichever store holds the counters. */
function limiterScenarios(counters: () => CounterStore) {
  it("counts per minute and per UTC day, then refuses with 429 and Retry-After", async () => {
    const userId = randomUUID();
    const states = [];
    for (let i = 0; i < 3; i++) states.push(await countApiCall(counters(), userId, tiny, at("2026-01-05T10:00:10Z")));
    expect(states.map((s) => s.remaining)).toEqual([2, 1, 0]);
    expect(states[0]).toMatchObject({ limit: 3, resetSeconds: 50 });
    const minute = await countApiCall(counters(), userId, tiny, at("2026-01-05T10:00:40Z")).catch((e: unknown) => e);
    expect(minute).toBeInstanceOf(AppError);
    expect(minute).toMatchObject({ statusCode: 429, code: "rate_limited" });
    expect((minute as AppError).headers).toMatchObject({
      "Retry-After": "20",
      "RateLimit-Remaining": "0",
      "RateLimit-Limit": "3",
    });
    // a new minute starts fresh; the day has 3 of 5 calls (the refused one is not counted)
    await countApiCall(counters(), userId, tiny, at("2026-01-05T10:01:00Z"));
    await countApiCall(counters(), userId, tiny, at("2026-01-05T10:01:01Z"));
    const daily = await countApiCall(counters(), userId, tiny, at("2026-01-05T10:01:02Z")).catch((e: unknown) => e);
    expect(daily).toMatchObject({ statusCode: 429, code: "daily_api_limit_reached" });
    expect((daily as AppError).headers["Retry-After"]).toBe(String(24 * 3600 - (10 * 3600 + 62)));
    // the call the day's limit refused is not counted either: the day stays at its limit
    expect(await counters().count(dayBucket(userId), windowStart(at("2026-01-05T00:00:00Z"), 86_400_000))).toBe(5);
    // the next UTC day starts fresh
    await expect(countApiCall(counters(), userId, tiny, at("2026-01-06T00:00:01Z"))).resolves.toMatchObject({
      remaining: 2,
    });
    // the daily counters are the API-call history of usage stats
    const until = at("2026-01-07T00:00:00Z");
    expect(await apiCallsByDay(counters(), userId, at("2026-01-01T00:00:00Z"), until)).toEqual([
      { day: "2026-01-05", calls: 5 },
      { day: "2026-01-06", calls: 1 },
    ]);
    expect(await apiCallsByDay(counters(), userId, at("2026-01-06T00:00:00Z"), until)).toEqual([
      { day: "2026-01-06", calls: 1 },
    ]);
  });

  it("counts concurrent calls exactly (one atomic step per hit)", async () => {
    const userId = randomUUID();
    const plan = { ...tiny, requests_per_minute: 1000, api_calls_per_day: 1000 };
    const now = new Date("2026-02-01T12:00:00Z");
    const states = await Promise.all(Array.from({ length: 20 }, () => countApiCall(counters(), userId, plan, now)));
    expect(states.map((s) => s.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 980 + i));
  });
}

describeEachDatabase("per-plan API rate limits, counters in the database", {}, (t) => {
  limiterScenarios(() => databaseCounters(t().database.db));

  it("prunes old minute windows relative to the hit's own time, so a count in the caller's window is never pruned away", async () => {
    const counters = databaseCounters(t().database.db);
    const old = windowStart(at("2026-01-05T08:00:00Z"), 60_000);
    await counters.hit("rpm:someone", old, 60_000);
    const random = vi.spyOn(Math, "random").mockReturnValue(0); // prune on every hit
    try {
      const window = windowStart(at("2026-01-05T10:00:10Z"), 60_000);
      expect(await counters.hit("rpm:other", window, 60_000)).toBe(1);
      expect(await counters.hit("rpm:other", window, 60_000)).toBe(2);
      expect(await counters.count("rpm:someone", old)).toBe(0); // two hours older than the hit: pruned
    } finally {
      random.mockRestore();
    }
  });

  it("prunes the hourly mail counts and tries of every kind once past their hour, and keeps the current ones", async () => {
    const counters = databaseCounters(t().database.db);
    const id = randomUUID();
    // the buckets the mailing routes count in (auth/mail-allowance.ts)
    const buckets = ["confirm_mail", "email_change_mail", "reset_mail", "invitation_mail"].map(
      (kind) => `${kind}:${id}`,
    );
    const old = at("2026-01-05T07:30:00Z");
    const recent = at("2026-01-05T09:30:00Z");
    for (const now of [old, recent])
      for (const bucket of buckets)
        expect(await sendOnHourlyAllowance(counters, bucket, 3, async () => {}, { now })).toBeUndefined();
    const random = vi.spyOn(Math, "random").mockReturnValue(0); // prune on every hit
    try {
      await counters.hit("rpm:other", windowStart(at("2026-01-05T10:00:10Z"), 60_000), 60_000);
    } finally {
      random.mockRestore();
    }
    const hour = (d: Date) => windowStart(d, 3_600_000);
    const counts = async (d: Date) =>
      Promise.all(buckets.flatMap((b) => [b, `mail_tries:${b}`]).map((b) => counters.count(b, hour(d))));
    expect(await counts(old)).toEqual(Array(8).fill(0)); // more than two hours before the hit: pruned
    expect(await counts(recent)).toEqual(Array(8).fill(1)); // the last hour's still count
  });

  it("prunes the hourly requests per client address of every kind once past their hour, and keeps the current ones", async () => {
    const counters = databaseCounters(t().database.db);
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const limits = [countSignup, countResetRequest, countConfirmationResend, countEmailChangeRequest];
    const old = at("2026-01-05T07:30:00Z");
    const recent = at("2026-01-05T09:30:00Z");
    for (const now of [old, recent]) for (const count of limits) await count(counters, ip, 5, now);
    const random = vi.spyOn(Math, "random").mockReturnValue(0); // prune on every hit
    try {
      await counters.hit("rpm:other", windowStart(at("2026-01-05T10:00:10Z"), 60_000), 60_000);
    } finally {
      random.mockRestore();
    }
    // the buckets auth/address-limits.ts counts in
    const buckets = ["signup", "reset_request", "confirmation_resend", "email_change_request"].map(
      (kind) => `${kind}:ip:60m:${ip}`,
    );
    const counts = (d: Date) => Promise.all(buckets.map((b) => counters.count(b, windowStart(d, 3_600_000))));
    expect(await counts(old)).toEqual(Array(4).fill(0)); // more than two hours before the hit: pruned
    expect(await counts(recent)).toEqual(Array(4).fill(1)); // the last hour's still count
  });

  it("answers 429 over HTTP with RateLimit headers for an API key on the plan's limit", async () => {
    const { token, user } = await registerUser(t().app);
    const key = (
      await t().app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "k" } })
    ).json().key as string;
    // stay inside one minute window so the count is not reset mid-test
    await minuteWithRoomFor(15);
    const free = DEFAULT_PLANS.find((p) => p.id === "free")!;
    const responses = [];
    for (let i = 0; i <= free.requests_per_minute; i++)
      responses.push(await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(key) }));
    expect(responses.slice(0, -1).every((r) => r.statusCode === 200)).toBe(true);
    expect(responses[0]!.headers["ratelimit-remaining"]).toBe(String(free.requests_per_minute - 1));
    const refused = responses.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    // sessions on internal routes are not limited
    expect(
      (await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(user.id).toBeTruthy();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe("per-plan API rate limits, counters in Redis", () => {
    // a private key prefix per run, so runs on one Redis never meet
    const store = redisCounters(redisUrl, { prefix: `pdftab-test-${randomUUID()}:` });
    afterAll(() => store.close());
    limiterScenarios(() => store);

    it("is what a server with REDIS_URL counts in: API calls show in usage stats, nothing in the database", async () => {
      const t = await createTestApp("pglite", { env: { REDIS_URL: redisUrl } });
      try {
        const { token, user } = await registerUser(t.app);
        const key = (
          await t.app.inject({
            method: "POST",
            url: "/api/v1/api-keys",
            headers: bearer(token),
            payload: { name: "k" },
          })
        ).json().key as string;
        const verified = await t.app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(key) });
        expect(verified.headers["ratelimit-remaining"]).toBe(
          String(DEFAULT_PLANS.find((p) => p.id === "free")!.requests_per_minute - 1),
        );
        const stats = (
          await t.app.inject({ method: "GET", url: "/api/v1/usage/stats", headers: bearer(token) })
        ).json();
        expect(stats.daily_usage.api_calls).toBe(1);
        const rows = await t.database.db
          .selectFrom("rate_limit_counters")
          .selectAll()
          .where("bucket", "like", `%${user.id}`)
          .execute();
        expect(rows).toEqual([]);
      } finally {
        await t.close();
      }
    });

    it("lets counted keys expire on their own", async () => {
      const window = new Date("2026-03-01T00:00:00Z");
      expect(await store.hit("ttl-probe", window, 50)).toBe(1);
      await new Promise((r) => setTimeout(r, 150));
      expect(await store.count("ttl-probe", window)).toBe(0);
    });
  });
} else {
  describe.skip("per-plan API rate limits, counters in Redis [skipped because TEST_REDIS_URL is not set]", () => {
    it("runs against Redis", () => {});
  });
}
