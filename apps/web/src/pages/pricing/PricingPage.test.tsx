import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const plan = (id: string, name: string, monthly: number | null, yearly: number | null, extra: object = {}) => ({
  id, name, max_file_bytes: 10 * 1024 * 1024, files_per_batch: 1, extractions_per_day: 50, api_calls_per_day: 100,
  requests_per_minute: 10, price_monthly_usd: monthly, price_yearly_usd: yearly, seats: 1, contact_sales: false, sort_order: 0, ...extra,
});
// The shape GET /plans serves (apps/server routes/plans).
const plans = { plans: [
  plan("free", "Free", 0, 0),
  plan("pro", "Pro", 19, 190, { files_per_batch: 10 }),
  plan("business", "Business", 49, 490, { seats: 5 }),
  plan("enterprise", "Enterprise", null, null, { contact_sales: true, seats: 25 }),
] };

describe("Pricing page", () => {
  it("shows three cards from the server's plan table, Pro marked Most Popular", async () => {
    mockApi({ "GET /plans": { status: 200, body: plans } });
    renderApp("/pricing");
    expect(await screen.findByRole("heading", { name: "Pro" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Enterprise" })).toBeNull();
    expect(screen.getByText("Most Popular")).toBeTruthy();
    expect(screen.getByText("$19")).toBeTruthy();
    expect(screen.getByText("10 PDFs per batch")).toBeTruthy();
    expect(screen.getByText("5 team seats")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact Sales" }).getAttribute("href")).toMatch(/^mailto:/);
    expect(screen.queryByText("1 team seats")).toBeNull();
    expect(document.title).toBe("Pricing | pdftab");
  });

  it("switches to yearly prices with the real saving, and sends visitors to login with plan and period", async () => {
    mockApi({ "GET /plans": { status: 200, body: plans } });
    renderApp("/pricing");
    await screen.findByRole("heading", { name: "Pro" });
    expect(screen.getByText("Save up to 16% with yearly billing")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Yearly" }));
    expect(screen.getByText("$190")).toBeTruthy();
    expect(screen.getByText("Save $38/year")).toBeTruthy();
    const main = within(document.querySelector("main")!);
    expect(main.getByRole("link", { name: "Choose Pro" }).getAttribute("href")).toBe("/login?redirect=stripe-checkout&plan=pro&period=yearly");
  });

  it("says under the plan buttons when this server does not sell plans online", async () => {
    mockApi({ "GET /plans": { status: 200, body: plans }, "GET /billing/config": { status: 200, body: { enabled: false, options: [] } } });
    renderApp("/pricing");
    expect(await screen.findByText("This server does not sell plans online; the operator can switch your plan.")).toBeTruthy();
  });

  it("says so when plans cannot be loaded", async () => {
    mockApi({ "GET /plans": { status: 500, body: { detail: "down", code: "internal" } } });
    renderApp("/pricing");
    expect(await screen.findByText("Could not load the plans. Please try again later.")).toBeTruthy();
  });
});
