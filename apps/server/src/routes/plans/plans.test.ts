import { expect, it } from "vitest";
import { DEFAULT_PLANS } from "../../plans/defaults.js";
import { applyPlanOverrides, listPlans } from "../../plans/plans-repository.js";
import { describeEachDatabase } from "../../test/test-app.js";

const MB = 1024 * 1024;

describeEachDatabase("GET /plans", {}, (t) => {
  it("serves the plan table of docs/product.md", async () => {
    const response = await t().app.inject({ method: "GET", url: "/api/v1/plans" });
    expect(response.statusCode).toBe(200);
    const plans = response.json().plans as Record<string, unknown>[];
    expect(plans.map((p) => p.id)).toEqual(["free", "pro", "business", "enterprise"]);
    expect(plans[0]).toMatchObject({
      max_file_bytes: 10 * MB,
      files_per_batch: 1,
      extractions_per_day: 50,
      api_calls_per_day: 100,
      requests_per_minute: 10,
      price_monthly_usd: 0,
    });
    expect(plans[1]).toMatchObject({
      max_file_bytes: 50 * MB,
      files_per_batch: 10,
      extractions_per_day: 1000,
      api_calls_per_day: 5000,
      requests_per_minute: 100,
      price_monthly_usd: 19,
      price_yearly_usd: 190,
    });
    expect(plans[2]).toMatchObject({
      files_per_batch: 50,
      extractions_per_day: 10000,
      api_calls_per_day: 50000,
      requests_per_minute: 300,
      price_monthly_usd: 49,
      price_yearly_usd: 490,
      seats: 5,
    });
    expect(plans[3]).toMatchObject({ contact_sales: true, price_monthly_usd: null });
    expect(plans.map((p) => p.integrations)).toEqual([false, false, true, true]);
    expect(plans).toEqual(DEFAULT_PLANS);
  });

  it("takes operator overrides into the same table", async () => {
    await applyPlanOverrides(t().database.db, {
      enterprise: { max_file_bytes: 5 * 1024 * MB, seats: 40 },
      pro: { integrations: true },
      team: {
        name: "Team",
        max_file_bytes: 20 * MB,
        files_per_batch: 20,
        extractions_per_day: 2000,
        api_calls_per_day: 1,
        requests_per_minute: 50,
      },
    });
    const plans = (await t().app.inject({ method: "GET", url: "/api/v1/plans" })).json().plans as Record<
      string,
      unknown
    >[];
    expect(plans.find((p) => p.id === "enterprise")).toMatchObject({ max_file_bytes: 5 * 1024 * MB, seats: 40 });
    expect(plans.find((p) => p.id === "pro")).toMatchObject({ integrations: true });
    expect(plans.at(-1)).toMatchObject({
      id: "team",
      name: "Team",
      price_monthly_usd: null,
      sort_order: 4,
      integrations: false,
    });
    await expect(applyPlanOverrides(t().database.db, { solo: { seats: 1 } })).rejects.toThrow(
      'new plan "solo" needs max_file_bytes',
    );
    expect((await listPlans(t().database.db)).length).toBe(5);
  });
});
