import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { leavePage } from "./StripeCheckoutPage";

function signedIn(routes: Parameters<typeof mockApi>[0]) {
  signInForTest();
  return mockApi({ "GET /auth/verify": { status: 200, body: { success: true, user: testUser } }, ...routes });
}

describe("/stripe-checkout", () => {
  afterEach(() => vi.restoreAllMocks());

  it("creates a checkout session for the plan and period and sends the browser there", async () => {
    const go = vi.spyOn(leavePage, "to").mockImplementation(() => {});
    const fetchMock = signedIn({
      "GET /billing/config": { status: 200, body: { enabled: true, options: [] } },
      "POST /billing/create-checkout-session": {
        status: 200,
        body: { checkout_url: "https://checkout.stripe.test/c/pay/cs_1" },
      },
    });
    renderApp("/stripe-checkout?plan=pro&period=yearly");
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_1"));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/billing/create-checkout-session"))!;
    const body = JSON.parse(String(call[1]!.body));
    expect(body).toMatchObject({ plan: "pro", period: "yearly" });
    expect(body.success_url).toMatch(/\/#\/dashboard\?subscription=success$/);
    expect(body.cancel_url).toMatch(/\/#\/pricing$/);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("tells a customer of a server without online sales how to get the plan, with no operator notes and no console error", async () => {
    const go = vi.spyOn(leavePage, "to").mockImplementation(() => {});
    const consoleError = vi.spyOn(console, "error");
    const fetchMock = signedIn({ "GET /billing/config": { status: 200, body: { enabled: false, options: [] } } });
    renderApp("/stripe-checkout?plan=business&period=monthly");
    expect(await screen.findByRole("heading", { name: "Online payment is not available yet" })).toBeTruthy();
    expect(screen.getByText(/You can still get the Business plan/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toMatch(
      /^mailto:.+\?subject=pdftab%20Business%20plan$/,
    );
    expect(document.body.textContent).not.toMatch(/npm run admin|STRIPE_|operator/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/billing/create-checkout-session"))).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it("shows the same message when the checkout call says billing is off", async () => {
    signedIn({
      "GET /billing/config": { status: 200, body: { enabled: true, options: [] } },
      "POST /billing/create-checkout-session": {
        status: 503,
        body: { code: "billing_not_configured", detail: "This server does not sell plans online" },
      },
    });
    renderApp("/stripe-checkout?plan=pro");
    expect(await screen.findByRole("heading", { name: "Online payment is not available yet" })).toBeTruthy();
  });

  it("shows the server's message and a retry on other failures", async () => {
    signedIn({
      "GET /billing/config": { status: 200, body: { enabled: true, options: [] } },
      "POST /billing/create-checkout-session": {
        status: 502,
        body: {
          code: "billing_provider_error",
          detail: "The payment provider could not be reached. Please try again.",
        },
      },
    });
    renderApp("/stripe-checkout?plan=pro");
    expect(await screen.findByText("The payment provider could not be reached. Please try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("offers no Try Again when the server refused the request itself, and sends a subscriber to the dashboard", async () => {
    signedIn({
      "GET /billing/config": { status: 200, body: { enabled: true, options: [] } },
      "POST /billing/create-checkout-session": {
        status: 409,
        body: {
          code: "already_subscribed",
          detail: "You already have a subscription. Change or cancel it with Manage Billing on the dashboard.",
        },
      },
    });
    renderApp("/stripe-checkout?plan=business");
    expect(await screen.findByText(/You already have a subscription/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("link", { name: "Back to Pricing" })).toBeTruthy();
  });
});
