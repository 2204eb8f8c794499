import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { defaultPlans } from "../../batch/testFixtures";

const verify = { status: 200, body: { success: true, user: testUser } };
const stats = {
  tier: "free",
  limits: { max_file_size: 10 * 1024 * 1024, daily_extractions: 50, api_calls_per_day: 100 },
  daily_usage: { extractions: 46, api_calls: 120 },
  usage_percentages: { extractions: 92, api_calls: 120 },
  analytics: {
    average_confidence: 0.913,
    total_tables: 12,
    peak_usage_hour: 14,
    extraction_methods: { lattice: 8, ocr_stream: 4 },
    file_types: { pdf: 5 },
  },
  totals: { pdfs_processed: 5, tables_found: 12, rows_extracted: 340, pages_processed: 21 },
};
const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-11-${String(22 - i).padStart(2, "0")}`,
    extractions: i + 1,
    files_processed: i,
    api_calls: 2 * i,
    total_size: 2048,
  }));

describe("Analytics page", () => {
  it("shows tier, usage bars, performance, charts and at most 10 history days", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": verify,
      "GET /usage/stats": { status: 200, body: stats },
      "GET /usage/history": { status: 200, body: days(12) },
      "GET /plans": { status: 200, body: defaultPlans },
    });
    renderApp("/analytics");
    expect(await screen.findByText("FREE")).toBeTruthy();
    expect(screen.getByText("10 MB")).toBeTruthy();
    expect(screen.getByText("46 / 50")).toBeTruthy();
    // API calls over the limit: the bar stays at 100 % and is red; 92 % extractions are red too
    expect(screen.getByText("120 / 100")).toBeTruthy();
    const bars = (text: string) =>
      screen.getByText(text).closest("div")!.parentElement!.querySelector("[style]") as HTMLElement;
    expect(bars("120 / 100").style.width).toBe("100%");
    expect(bars("120 / 100").className).toContain("bg-red-500");
    expect(bars("46 / 50").className).toContain("bg-red-500");
    expect(screen.getByText("91%")).toBeTruthy();
    expect(screen.getByText("14:00")).toBeTruthy();
    expect(screen.getByText("ocr stream")).toBeTruthy();
    expect(screen.getByText("PDF")).toBeTruthy();
    const methods = within(screen.getByRole("region", { name: "Extraction Methods" })).getAllByTestId("chart-bar");
    expect(methods.map((bar) => bar.style.width)).toEqual(["100%", "50%"]);
    expect(screen.getByText("Ready to unlock more power?")).toBeTruthy();
    // only what the plans include, from the plan table
    expect(await screen.findByText("Paid plans add PDFs up to 50 MB, batches of up to 50 PDFs.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Plans" }).getAttribute("href")).toBe("/pricing");
    expect(await screen.findByText("2026-11-22")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(11); // header + 10
    // Files differs from Extractions in these rows: say why
    expect(screen.getByText(/Files counts those that were read to the end/)).toBeTruthy();
    expect((screen.getByLabelText("History period") as HTMLSelectElement).value).toBe("30");
  });

  it("groups the thousands of a busy day in the usage history", async () => {
    signInForTest();
    const busy = { date: "2026-11-22", extractions: 12345, files_processed: 12001, api_calls: 48000, total_size: 2048 };
    mockApi({
      "GET /auth/verify": verify,
      "GET /usage/stats": { status: 200, body: { ...stats, tier: "business" } },
      "GET /usage/history": { status: 200, body: [busy] },
    });
    renderApp("/analytics");
    const row = (await screen.findByText("2026-11-22")).closest("tr")!;
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 4)).toEqual([(12345).toLocaleString(), (12001).toLocaleString(), (48000).toLocaleString()]);
    expect(cells[1]).not.toBe("12345");
  });

  it("asks again for the chosen period and says when there is no history", async () => {
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": verify,
      "GET /usage/stats": { status: 200, body: { ...stats, tier: "pro" } },
      "GET /usage/history": { status: 200, body: [] },
    });
    renderApp("/analytics");
    expect(await screen.findByText("No usage history available")).toBeTruthy();
    expect(screen.queryByText("Ready to unlock more power?")).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("History period"), "7");
    await screen.findByText("No usage history available");
    const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes("/usage/history"));
    expect(urls.some((u) => u.endsWith("days=30"))).toBe(true);
    expect(urls.some((u) => u.endsWith("days=7"))).toBe(true);
  });

  it("shows 'Loading analytics...', then 'Failed to load usage analytics' when the stats cannot be read", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": verify,
      "GET /usage/stats": { status: 500, body: { detail: "boom", code: "internal_error" } },
    });
    renderApp("/analytics");
    expect(await screen.findByText("Loading analytics...")).toBeTruthy();
    expect(await screen.findByText("Failed to load usage analytics", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText("Current Tier")).toBeNull();
  });
});
