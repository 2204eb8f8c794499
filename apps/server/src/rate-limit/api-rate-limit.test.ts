import { expect, it } from "vitest";
import { AppError } from "../errors/index.js";
import { DEFAULT_PLANS } from "../plans/defaults.js";
import { bearer, describeEachDatabase, registerUser } from "../test/test-app.js";
import { countApiCall, dayBucket } from "./api-rate-limit.js";
import { apiCallsByDay } from "./api-usage.js";
import { countOf, windowStart } from "./fixed-window.js";

const tiny = { ...DEFAULT_PLANS[0]!, requests_per_minute: 3, api_calls_per_day: 5 };

describeEachDatabase("per-plan API rate limits", {}, (t) => {
  it("counts per minute and per UTC day in the database, then refuses with 429 and Retry-After", async () => {
    const { user } = await registerUser(t().app);
    const db = t().database.db;
    const at = (iso: string) => new Date(iso);
    const states = [];
    for (let i = 0; i < 3; i++) states.push(await countApiCall(db, user.id, tiny, at("2026-01-05T10:00:10Z")));
    expect(states.map((s) => s.remaining)).toEqual([2, 1, 0]);
    expect(states[0]).toMatchObject({ limit: 3, resetSeconds: 50 });
    const minute = await countApiCall(db, user.id, tiny, at("2026-01-05T10:00:40Z")).catch((e: unknown) => e);
    expect(minute).toBeInstanceOf(AppError);
    expect(minute).toMatchObject({ statusCode: 429, code: "rate_limited" });
    expect((minute as AppError).headers).toMatchObject({ "Retry-After": "20", "RateLimit-Remaining": "0", "RateLimit-Limit": "3" });
    // a new minute starts fresh; the day has 3 of 5 calls (the refused one is not counted)
    await countApiCall(db, user.id, tiny, at("2026-01-05T10:01:00Z"));
    await countApiCall(db, user.id, tiny, at("2026-01-05T10:01:01Z"));
    const daily = await countApiCall(db, user.id, tiny, at("2026-01-05T10:01:02Z")).catch((e: unknown) => e);
    expect(daily).toMatchObject({ statusCode: 429, code: "daily_api_limit_reached" });
    expect((daily as AppError).headers["Retry-After"]).toBe(String(24 * 3600 - (10 * 3600 + 62)));
    expect(await countOf(db, dayBucket(user.id), windowStart(at("2026-01-05T00:00:00Z"), 86_400_000))).toBe(6);
    // the next UTC day starts fresh
    await expect(countApiCall(db, user.id, tiny, at("2026-01-06T00:00:01Z"))).resolves.toMatchObject({ remaining: 2 });
    // the daily counters are the API-call history of usage stats
    expect(await apiCallsByDay(db, user.id, at("2026-01-01T00:00:00Z"))).toEqual([{ day: "2026-01-05", calls: 6 }, { day: "2026-01-06", calls: 1 }]);
    expect(await apiCallsByDay(db, user.id, at("2026-01-06T00:00:00Z"))).toEqual([{ day: "2026-01-06", calls: 1 }]);
  });

  it("counts concurrent calls exactly (atomic upsert)", async () => {
    const { user } = await registerUser(t().app);
    const plan = { ...tiny, requests_per_minute: 1000, api_calls_per_day: 1000 };
    const now = new Date("2026-02-01T12:00:00Z");
    const states = await Promise.all(Array.from({ length: 20 }, () => countApiCall(t().database.db, user.id, plan, now)));
    expect(states.map((s) => s.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 980 + i));
  });

  it("answers 429 over HTTP with RateLimit headers for an API key on the plan's limit", async () => {
    const { token, user } = await registerUser(t().app);
    const key = (await t().app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "k" } })).json().key as string;
    // stay inside one minute window so the count is not reset mid-test
    const second = new Date().getUTCSeconds();
    if (second > 55) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const free = DEFAULT_PLANS.find((p) => p.id === "free")!;
    const responses = [];
    for (let i = 0; i <= free.requests_per_minute; i++) responses.push(await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(key) }));
    expect(responses.slice(0, -1).every((r) => r.statusCode === 200)).toBe(true);
    expect(responses[0]!.headers["ratelimit-remaining"]).toBe(String(free.requests_per_minute - 1));
    const refused = responses.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    // sessions on internal routes are not limited
    expect((await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(token) })).statusCode).toBe(200);
    expect(user.id).toBeTruthy();
  });
});
