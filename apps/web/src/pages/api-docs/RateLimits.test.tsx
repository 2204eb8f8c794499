import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeQueryClient } from "../../api/queryClient";
import { defaultPlans, planOf } from "../../batch/testFixtures";
import { mockApi } from "../../test/mockApi";
import { RateLimits } from "./RateLimits";

/** Enterprise as the plans migration seeds it: figures the operator is expected to set. */
const enterprise = {
  ...planOf("business", 100, 200 * 1024 * 1024),
  id: "enterprise" as const,
  name: "Enterprise",
  requests_per_minute: 1000,
  api_calls_per_day: 500000,
  price_monthly_usd: null,
  price_yearly_usd: null,
  contact_sales: true,
};

describe("API docs rate limits", () => {
  it("lists each sold plan's limits, and does not advertise Enterprise's seeded ones", async () => {
    mockApi({ "GET /plans": { status: 200, body: { plans: [...defaultPlans, enterprise] } } });
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <RateLimits />
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByRole("row");
    const cells = (name: string) =>
      within(rows.find((row) => row.textContent?.startsWith(name))!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("Pro")).toEqual(["Pro", "100", "5,000"]);
    expect(cells("Enterprise")).toEqual(["Enterprise", "Set by operator", "Set by operator"]);
    expect(screen.queryByText("1,000")).toBeNull();
    expect(screen.queryByText("500,000")).toBeNull();
  });
});
