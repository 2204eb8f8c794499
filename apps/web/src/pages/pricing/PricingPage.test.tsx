import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const plan = (id: string, name: string, monthly: number | null, yearly: number | null, extra: object = {}) => ({
  id,
  name,
  max_file_bytes: 10 * 1024 * 1024,
  files_per_batch: 1,
  extractions_per_day: 50,
  api_calls_per_day: 100,
  requests_per_minute: 10,
  price_monthly_usd: monthly,
  price_yearly_usd: yearly,
  seats: 1,
  contact_sales: false,
  sort_order: 0,
  ...extra,
});
// The shape GET /plans serves (apps/server routes/plans).
const plans = {
  plans: [
    plan("free", "Free", 0, 0),
    plan("pro", "Pro", 19, 190, { files_per_batch: 10 }),
    plan("business", "Business", 49, 490, { seats: 5 }),
    plan("enterprise", "Enterprise", null, null, { contact_sales: true, seats: 25 }),
  ],
};

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
    // Pro and Business both save 38/228 = 98/588 = 16.7%: rounded down, never more than a buyer saves.
    expect(screen.getByText("Save up to 16% with yearly billing")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Yearly" }));
    expect(screen.getByText("$190")).toBeTruthy();
    expect(screen.getByText("Save $38/year")).toBeTruthy();
    const main = within(document.querySelector("main")!);
    expect(main.getByRole("link", { name: "Choose Pro" }).getAttribute("href")).toBe(
      "/login?redirect=stripe-checkout&plan=pro&period=yearly",
    );
  });

  it("says under the plan buttons when this server does not sell plans online", async () => {
    mockApi({
      "GET /plans": { status: 200, body: plans },
      "GET /billing/config": { status: 200, body: { enabled: false, options: [] } },
    });
    renderApp("/pricing");
    expect(
      await screen.findByText("Online payment is not available here yet; contact us and we will switch your plan."),
    ).toBeTruthy();
  });

  it("names the largest saving when plans save different shares, and nothing when yearly saves nothing", async () => {
    const cheaper = {
      plans: [plan("free", "Free", 0, 0), plan("pro", "Pro", 10, 108), plan("business", "Business", 50, 500)],
    };
    mockApi({ "GET /plans": { status: 200, body: cheaper } });
    const view = renderApp("/pricing");
    // Pro saves 12/120 = 10%, Business 100/600 = 16.7%
    expect(await screen.findByText("Save up to 16% with yearly billing")).toBeTruthy();
    view.unmount();
    mockApi({
      "GET /plans": { status: 200, body: { plans: [plan("free", "Free", 0, 0), plan("pro", "Pro", 10, 120)] } },
    });
    renderApp("/pricing");
    await screen.findByRole("heading", { name: "Pro" });
    expect(screen.queryByText(/with yearly billing/)).toBeNull();
  });

  it.each([
    ["pro", { current: "Pro", down: ["Free"], up: [["Business", "Contact Sales"]] }],
    ["business", { current: "Business", down: ["Free", "Pro"], up: [] }],
    [
      "free",
      {
        current: "Free",
        down: [],
        up: [
          ["Pro", "Choose Pro"],
          ["Business", "Contact Sales"],
        ],
      },
    ],
  ] as const)("marks a %s user's plan and offers only real changes", async (tier, expected) => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: { ...testUser, subscription_tier: tier } } },
      "GET /plans": { status: 200, body: plans },
    });
    renderApp("/pricing");
    await screen.findByText(testUser.email);
    const card = async (name: string) => within((await screen.findByRole("heading", { name })).parentElement!);
    const mine = await card(expected.current);
    expect(mine.getByText("Your Plan")).toBeTruthy();
    expect(mine.getByText("Current Plan")).toBeTruthy();
    expect(mine.queryByRole("link")).toBeNull();
    for (const name of expected.down) {
      const other = await card(name);
      expect(other.getByRole("link", { name: "Change Plan on Dashboard" }).getAttribute("href")).toBe("/dashboard");
      expect(other.queryByRole("link", { name: /Choose|Get Started/ })).toBeNull();
    }
    for (const [name, action] of expected.up)
      expect((await card(name)).getByRole("link", { name: action })).toBeTruthy();
    expect(screen.queryByRole("link", { name: `Choose ${expected.current}` })).toBeNull();
  });

  it("tells a team member that a plan bought here is for their personal workspace, not the team's", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /plans": { status: 200, body: plans },
      "GET /workspace": {
        status: 200,
        body: {
          id: "w-9",
          name: "Acme",
          plan: "business",
          seats: 5,
          role: "admin",
          brand: null,
          members: [],
          invitations: [],
        },
      },
    });
    renderApp("/pricing");
    expect(
      await screen.findByText(
        "You work in Acme on the Business plan, which its owner manages. A plan you choose here is for your personal workspace, which you use again once you leave the team.",
      ),
    ).toBeTruthy();
  });

  it("says so when plans cannot be loaded", async () => {
    mockApi({ "GET /plans": { status: 500, body: { detail: "down", code: "internal" } } });
    renderApp("/pricing");
    expect(await screen.findByText("Could not load the plans. Please try again later.")).toBeTruthy();
  });
});
