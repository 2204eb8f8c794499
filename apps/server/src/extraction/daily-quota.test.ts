import { describe, expect, it } from "vitest";
import { setPlan } from "../admin/set-plan.js";
import { applyPlanOverrides } from "../plans/plans-repository.js";
import { upload } from "../test/extraction-helpers.js";
import { bearer, createTestApp, describeEachDatabase, registerUser, type TestApp } from "../test/test-app.js";
import { tinyPdf } from "../test/tiny-pdf.js";

const INFO = "/api/v1/pdf/extract-info";
const LIMIT = 5;
const pdf = tinyPdf();

/** A user on a plan of LIMIT extractions and 8 API calls a day. */
async function limitedUser(t: TestApp) {
  const { token, email } = await registerUser(t.app);
  await applyPlanOverrides(t.database.db, {
    capped: {
      name: "Capped",
      max_file_bytes: 100 * 1024,
      files_per_batch: 1,
      extractions_per_day: LIMIT,
      api_calls_per_day: 8,
      requests_per_minute: 1000,
    },
  });
  await setPlan(t.database.db, email, "capped");
  return token;
}

function quotaScenarios(t: () => TestApp) {
  it(`accepts exactly ${LIMIT} of 20 concurrent uploads on a limit of ${LIMIT}`, async () => {
    const token = await limitedUser(t());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(t().app, INFO, token, { name: `p${i}.pdf`, data: pdf })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMIT);
    expect(answers.find((a) => a.statusCode === 429)!.json().code).toBe("daily_limit_reached");
    const history = (
      await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })
    ).json();
    expect(history.items).toHaveLength(LIMIT);
  });

  it("hands the reservation back when the upload is refused or is not a PDF", async () => {
    const token = await limitedUser(t());
    expect(
      (await upload(t().app, INFO, token, { name: "big.pdf", data: Buffer.concat([pdf, Buffer.alloc(200 * 1024)]) }))
        .statusCode,
    ).toBe(413);
    expect(
      (await upload(t().app, INFO, token, { name: "fake.pdf", data: Buffer.from("not a pdf at all") })).statusCode,
    ).toBe(415);
    expect((await upload(t().app, INFO, token, undefined)).statusCode).toBe(422);
    // none of those used the day: all LIMIT extractions are still there
    for (let i = 0; i < LIMIT; i++)
      expect((await upload(t().app, INFO, token, { name: `ok${i}.pdf`, data: pdf })).statusCode).toBe(200);
    expect((await upload(t().app, INFO, token, { name: "over.pdf", data: pdf })).statusCode).toBe(429);
  });

  it("allows exactly the plan's API calls a day when they come all at once", async () => {
    const token = await limitedUser(t());
    const key = (
      await t().app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "k" } })
    ).json().key as string;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(key) }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(8);
    expect(answers.filter((a) => a.statusCode === 429).every((a) => a.json().code === "daily_api_limit_reached")).toBe(
      true,
    );
  });
}

describeEachDatabase("daily extraction limit under concurrency", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  quotaScenarios(t);
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe("daily extraction limit under concurrency, counters in Redis", () => {
    let current: Awaited<ReturnType<typeof createTestApp>> | undefined;
    const ready = createTestApp("pglite", { env: { REDIS_URL: redisUrl, EXTRACTION_THREADS: "1" } }).then(
      (t) => (current = t),
    );
    it("starts", async () => {
      await ready;
      expect(current).toBeDefined();
    });
    quotaScenarios(() => current!);
    it("kept the reservations in Redis", async () => {
      const rows = await current!.database.db
        .selectFrom("rate_limit_counters")
        .select("bucket")
        .where("bucket", "like", "extractions_day:%")
        .execute();
      expect(rows).toEqual([]);
      await current!.close();
    });
  });
} else {
  describe.skip("daily extraction limit under concurrency, counters in Redis [skipped because TEST_REDIS_URL is not set]", () => {
    it("runs against Redis", () => {});
  });
}
