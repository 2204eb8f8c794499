import { beforeAll, expect, it } from "vitest";
import { setPlan } from "../../admin/set-plan.js";
import { applyPlanOverrides } from "../../plans/plans-repository.js";
import { makePdf, ruledTablePdf, twoTablesPdf } from "@pdftab/engine/testing";
import { upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const PDFS = [twoTablesPdf(), ruledTablePdf()];
const today = () => new Date().toISOString().slice(0, 10);

interface Extracted {
  extraction_id: string;
  statistics: { average_confidence: number; total_rows: number };
  tables: { method: string }[];
}

describeEachDatabase("GET /usage/stats and /usage/history", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  it("aggregates the user's real extractions and API calls", async () => {
    const { app } = t();
    const { token } = await registerUser(app);
    const other = await registerUser(app);
    const key = (
      await app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "stats" } })
    ).json().key as string;

    const empty = (await app.inject({ method: "GET", url: "/api/v1/usage/stats", headers: bearer(token) })).json();
    expect(empty.analytics).toEqual({
      average_confidence: 0,
      total_tables: 0,
      peak_usage_hour: null,
      extraction_methods: {},
      file_types: {},
    });
    expect((await app.inject({ method: "GET", url: "/api/v1/usage/history", headers: bearer(token) })).json()).toEqual(
      [],
    );

    const results: Extracted[] = [];
    const sizes: number[] = [];
    for (const { name, bytes: data } of PDFS) {
      sizes.push(data.length);
      const response = await upload(app, "/api/v1/pdf/extract-info", token, { name, data });
      expect(response.statusCode).toBe(200);
      results.push(response.json());
    }
    // one more through the public API with the key: an extraction and an API call
    const viaKey = await upload(app, "/api/v1/extract?response=json", key, {
      name: PDFS[0]!.name,
      data: PDFS[0]!.bytes,
    });
    expect(viaKey.statusCode).toBe(200);
    results.push(viaKey.json());
    sizes.push(PDFS[0]!.bytes.length);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/extractions?limit=1", headers: bearer(key) })).statusCode,
    ).toBe(200);
    // another user's work never shows up
    await upload(app, "/api/v1/pdf/extract-info", other.token, { name: "x.pdf", data: PDFS[1]!.bytes });

    let pages = 0;
    const hours: number[] = [];
    for (const r of results) {
      const row = (
        await app.inject({ method: "GET", url: `/api/v1/extractions/${r.extraction_id}`, headers: bearer(token) })
      ).json();
      pages += row.pages_done as number;
      hours.push(new Date(row.created_at as string).getUTCHours());
    }
    const count = (h: number) => hours.filter((x) => x === h).length;
    const peakHour = [...hours].sort((a, b) => count(b) - count(a) || a - b)[0];
    const methods: Record<string, number> = {};
    for (const table of results.flatMap((r) => r.tables)) methods[table.method] = (methods[table.method] ?? 0) + 1;
    const tables = results.reduce((n, r) => n + r.tables.length, 0);
    expect(tables).toBeGreaterThan(0);
    const confidence = results.reduce((n, r) => n + r.statistics.average_confidence, 0) / results.length;

    const response = await app.inject({ method: "GET", url: "/api/v1/usage/stats", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      tier: "free",
      limits: { max_file_size: 10 * 1024 * 1024, daily_extractions: 50, api_calls_per_day: 100 },
      daily_usage: { extractions: 3, api_calls: 2 },
      usage_percentages: { extractions: 6, api_calls: 2 },
      analytics: {
        total_tables: tables,
        peak_usage_hour: peakHour,
        extraction_methods: methods,
        file_types: { pdf: 3 },
      },
      totals: {
        pdfs_processed: 3,
        tables_found: tables,
        rows_extracted: results.reduce((n, r) => n + r.statistics.total_rows, 0),
        pages_processed: pages,
      },
    });
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(stats.analytics.average_confidence).toBeCloseTo(confidence, 2);

    const history = await app.inject({ method: "GET", url: "/api/v1/usage/history?days=7", headers: bearer(token) });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      { date: today(), extractions: 3, files_processed: 3, api_calls: 2, total_size: sizes.reduce((a, b) => a + b, 0) },
    ]);
  });

  it("averages confidence over every completed extraction, a file without tables counting as 0 (the spec's history statistics)", async () => {
    const { app } = t();
    const { token } = await registerUser(app);
    const table = await upload(app, "/api/v1/pdf/extract-info", token, {
      name: ruledTablePdf().name,
      data: ruledTablePdf().bytes,
    });
    expect(table.statusCode).toBe(200);
    const confidence = (table.json() as Extracted).statistics.average_confidence;
    expect(confidence).toBeGreaterThan(0.5);
    const letter = makePdf([{ content: "BT /F1 11 Tf 72 720 Td (Dear customer, thank you for your letter.) Tj ET" }]);
    const none = await upload(app, "/api/v1/pdf/extract-info", token, { name: "letter.pdf", data: letter });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ table_count: 0 });

    const stats = (await app.inject({ method: "GET", url: "/api/v1/usage/stats", headers: bearer(token) })).json();
    expect(stats.totals.pdfs_processed).toBe(2);
    expect(stats.analytics.average_confidence).toBeCloseTo(confidence / 2, 3);
    const history = (await app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })).json();
    expect(history.stats).toMatchObject({ totalFiles: 2, totalTables: 1 });
    expect(history.stats.averageConfidence).toBeCloseTo(confidence / 2, 3);
  });

  it("keeps days apart, cuts the window at 7/30 days and breaks a peak-hour tie towards the earlier hour", async () => {
    const { app, database } = t();
    const { token } = await registerUser(app);
    const ids: string[] = [];
    for (const { name, bytes } of PDFS)
      ids.push(
        (await upload(app, "/api/v1/pdf/extract-info", token, { name, data: bytes })).json().extraction_id as string,
      );
    const now = new Date();
    const past = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 10, 3, 15));
    await database.db.updateTable("extractions").set({ created_at: past }).where("id", "=", ids[0]!).execute();
    const size = PDFS[0]!.bytes.length;
    const get = async (days: number) =>
      (
        await app.inject({ method: "GET", url: `/api/v1/usage/history?days=${days}`, headers: bearer(token) })
      ).json() as { date: string; extractions: number; total_size: number }[];
    expect((await get(7)).map((d) => d.date)).toEqual([today()]);
    const month = await get(30);
    expect(month.map((d) => d.date)).toEqual([today(), past.toISOString().slice(0, 10)]);
    expect(month[1]).toEqual({
      date: past.toISOString().slice(0, 10),
      extractions: 1,
      files_processed: 1,
      api_calls: 0,
      total_size: size,
    });
    const stats = (await app.inject({ method: "GET", url: "/api/v1/usage/stats", headers: bearer(token) })).json();
    // one extraction at 03:15 and one now: a tie (or both at 3), so the earlier hour wins
    const nowHour = new Date(
      (await app.inject({ method: "GET", url: `/api/v1/extractions/${ids[1]}`, headers: bearer(token) })).json()
        .created_at as string,
    ).getUTCHours();
    expect(stats.analytics.peak_usage_hour).toBe(Math.min(3, nowHour));
    expect(stats.daily_usage.extractions).toBe(1);
    expect(stats.totals.pdfs_processed).toBe(2);
  });

  it("accepts 7, 30 and 90 days only and needs a sign-in", async () => {
    const { app } = t();
    const { token } = await registerUser(app);
    for (const days of ["7", "30", "90"])
      expect(
        (await app.inject({ method: "GET", url: `/api/v1/usage/history?days=${days}`, headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
    for (const days of ["1", "31", "abc"]) {
      const response = await app.inject({
        method: "GET",
        url: `/api/v1/usage/history?days=${days}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe("validation_failed");
    }
    expect((await app.inject({ method: "GET", url: "/api/v1/usage/stats" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/v1/usage/history" })).statusCode).toBe(401);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    expect(doc.paths["/api/v1/usage/stats"]?.get).toBeTruthy();
    expect(doc.paths["/api/v1/usage/history"]?.get?.parameters?.[0]?.name).toBe("days");
  });
});

describeEachDatabase(
  "today's usage at the plan's limits",
  { env: { PLANS_JSON: '{"free":{"api_calls_per_day":2}}' } },
  (t) => {
    // what the server does with PLANS_JSON at start
    beforeAll(() => applyPlanOverrides(t().database.db, t().config.planOverrides));

    it("counts no refused API call as one of the day's: usage stays at the limit, 100 %", async () => {
      const { app } = t();
      const { token } = await registerUser(app);
      const key = (
        await app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "cap" } })
      ).json().key as string;
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await app.inject({ method: "GET", url: "/api/v1/templates", headers: bearer(key) })).statusCode);
      expect(codes).toEqual([200, 200, 429, 429]);
      const stats = (await app.inject({ method: "GET", url: "/api/v1/usage/stats", headers: bearer(token) })).json();
      expect(stats.daily_usage.api_calls).toBe(2);
      expect(stats.usage_percentages.api_calls).toBe(100);
    });

    it("never answers more than 100 % when the day began on a larger plan", async () => {
      const { app, database } = t();
      const { token, email } = await registerUser(app);
      await setPlan(database.db, email, "pro");
      const key = (
        await app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "down" } })
      ).json().key as string;
      for (let i = 0; i < 3; i++) await app.inject({ method: "GET", url: "/api/v1/templates", headers: bearer(key) });
      await setPlan(database.db, email, "free");
      const stats = (await app.inject({ method: "GET", url: "/api/v1/usage/stats", headers: bearer(token) })).json();
      expect(stats.daily_usage.api_calls).toBe(3);
      expect(stats.usage_percentages.api_calls).toBe(100);
    });
  },
);
