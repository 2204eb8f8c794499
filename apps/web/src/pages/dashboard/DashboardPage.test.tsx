import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mayHaveSession } from "../../auth/storage";
import { signInForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { defaultPlans } from "../../batch/testFixtures";
import { PLAN_CHECK_MS } from "./SubscriptionConfirmation";
import { expectFocusedWithError } from "../../test/focusedFieldError";

const subscription = { status: 200, body: { success: true, usage_current: 0, usage_limit: 50, plan_type: "free" } };

describe("Dashboard account corner", () => {
  it("confirms a subscription on return from checkout with the plan read again from the server", async () => {
    signInForTest();
    let verifies = 0;
    mockApi({
      "GET /auth/verify": () => ({
        status: 200,
        body: { success: true, user: { ...testUser, subscription_tier: ++verifies > 1 ? "pro" : "free" } },
      }),
      "GET /auth/subscription": subscription,
      "GET /billing/config": { status: 200, body: { enabled: true, options: [] } },
    });
    renderApp("/dashboard?subscription=success");
    expect(await screen.findByText("Thank you for subscribing! Your account is now on the Pro plan.")).toBeTruthy();
    expect(verifies).toBe(2);
    expect(await screen.findByRole("button", { name: "Manage Billing" })).toBeTruthy();
  });

  it("waits on the return from checkout for Stripe's late confirmation, then shows the new plan everywhere without a reload", async () => {
    signInForTest();
    // the webhook lands after the buyer: the start-up read and the first check still say Free
    let verifies = 0;
    const tier = () => (verifies > 2 ? "pro" : "free");
    mockApi({
      "GET /auth/verify": () => (
        (verifies += 1),
        { status: 200, body: { success: true, user: { ...testUser, subscription_tier: tier() } } }
      ),
      "GET /workspace": () => ({
        status: 200,
        body: {
          id: "w-1",
          name: "Mine",
          plan: tier(),
          seats: 1,
          role: "owner",
          brand: null,
          members: [],
          invitations: [],
        },
      }),
      "GET /plans": { status: 200, body: { plans: defaultPlans } },
      "GET /auth/subscription": subscription,
      "GET /billing/config": { status: 200, body: { enabled: true, options: [] } },
    });
    renderApp("/dashboard?subscription=success");
    expect(await screen.findByText(/This page updates by itself when it does/)).toBeTruthy();
    expect(await screen.findByText("One PDF at a time, up to 10 MB (Free plan)")).toBeTruthy();
    expect(
      await screen.findByText(
        "Thank you for subscribing! Your account is now on the Pro plan.",
        {},
        { timeout: PLAN_CHECK_MS * 3 },
      ),
    ).toBeTruthy();
    // the picker takes the Pro plan's limits from the workspace read again
    expect(await screen.findByText("Up to 10 PDF files, max 50 MB each (Pro plan)")).toBeTruthy();
  });

  it("deletes the account after password confirmation and signs out", async () => {
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": subscription,
      "DELETE /account": (init) =>
        JSON.parse(String(init?.body)).password === "Right1Password"
          ? { status: 200, body: { success: true, deleted_extractions: 2, deleted_files: 2 } }
          : { status: 422, body: { code: "password_incorrect", detail: "The password is not correct" } },
    });
    const { router } = renderApp("/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Account" }));
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getAllByRole("button", { name: "Delete Account" }).at(-1)!);
    expect(await screen.findByText("The password is not correct")).toBeTruthy();
    await waitFor(() => expectFocusedWithError(screen.getByLabelText("Password"), "The password is not correct"));
    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), "Right1Password");
    await userEvent.click(screen.getAllByRole("button", { name: "Delete Account" }).at(-1)!);
    expect(await screen.findByText("Your account and its data were deleted")).toBeTruthy();
    await waitFor(() => expect(mayHaveSession()).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe("/");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/account"))).toHaveLength(2);
  });

  it("tells a team member whose plan they work on, and offers no plans for a workspace they are not in", async () => {
    signInForTest();
    const team = {
      id: "w-9",
      name: "Acme",
      plan: "business",
      seats: 5,
      role: "member",
      brand: { name: "Acme", logo_url: null },
      members: [
        {
          user_id: "u-9",
          email: "boss@example.com",
          full_name: "Boss",
          role: "owner",
          joined_at: "2026-01-01T00:00:00Z",
        },
        { ...testUser, user_id: testUser.id, role: "member", joined_at: "2026-01-02T00:00:00Z" },
      ],
      invitations: [],
    };
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": subscription,
      "GET /billing/config": { status: 200, body: { enabled: true, options: [] } },
      "GET /workspace": { status: 200, body: team },
    });
    renderApp("/dashboard");
    expect((await screen.findByTestId("team-plan", {}, { timeout: 15_000 })).textContent).toBe(
      "You work in Acme on the Business plan, which its owner boss@example.com manages.",
    );
    expect(screen.queryByText(/You are on the Free plan/)).toBeNull();
    expect(screen.queryByRole("link", { name: "See Plans" })).toBeNull();
  });

  it("says why an owner with people in the workspace cannot delete the account yet, before asking the password", async () => {
    signInForTest();
    const people = [
      { ...testUser, user_id: testUser.id, role: "owner", joined_at: "2026-01-01T00:00:00Z" },
      { user_id: "u-2", email: "bob@example.com", full_name: "Bob", role: "member", joined_at: "2026-01-02T00:00:00Z" },
    ];
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": subscription,
      "GET /workspace": {
        status: 200,
        body: {
          id: "w-1",
          name: "Acme",
          plan: "business",
          seats: 5,
          role: "owner",
          brand: null,
          members: people,
          invitations: [],
        },
      },
    });
    renderApp("/dashboard");
    const button = await screen.findByRole("button", { name: "Delete Account" }, { timeout: 15_000 });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute("aria-describedby")).toBe("delete-account-blocked");
    expect(document.getElementById("delete-account-blocked")!.textContent).toBe(
      "You own Acme, where 1 other person works. Make one of them the owner on the Team page (or remove them) first.",
    );
  });

  it("shows a refusal that is not about the password beside the form, leaving the password field unmarked", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": subscription,
      "DELETE /account": {
        status: 409,
        body: { code: "transfer_ownership_first", detail: "You own a workspace that other people work in." },
      },
    });
    renderApp("/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Account" }, { timeout: 15_000 }));
    await userEvent.type(screen.getByLabelText("Password"), "Right1Password");
    await userEvent.click(screen.getAllByRole("button", { name: "Delete Account" }).at(-1)!);
    expect((await screen.findByRole("alert")).textContent).toBe("You own a workspace that other people work in.");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).not.toBe("true");
  });

  it("changes the password: the current one, the new one twice, and the server's word on other sessions", async () => {
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": subscription,
      "POST /account/password": (init) =>
        JSON.parse(String(init?.body)).current_password === "Right1Password"
          ? {
              status: 200,
              body: {
                success: true,
                message: "Your password has been changed. 1 other session was signed out.",
                other_sessions_signed_out: 1,
              },
            }
          : { status: 422, body: { code: "password_incorrect", detail: "The password is not correct" } },
    });
    renderApp("/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Change Password" }, { timeout: 15_000 }));
    // the form opens with the keyboard in it
    expect(document.activeElement).toBe(screen.getByLabelText("Current password"));
    await userEvent.type(screen.getByLabelText("Current password"), "wrong");
    await userEvent.type(screen.getByLabelText("New password"), "Brand2NewHorse");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "Brand2NewHorsf");
    await userEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    await waitFor(() =>
      expectFocusedWithError(screen.getByLabelText("Confirm new password"), "Passwords do not match"),
    );
    await userEvent.clear(screen.getByLabelText("Confirm new password"));
    await userEvent.type(screen.getByLabelText("Confirm new password"), "Brand2NewHorse");
    await userEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect(await screen.findByText("The password is not correct")).toBeTruthy();
    await waitFor(() =>
      expectFocusedWithError(screen.getByLabelText("Current password"), "The password is not correct"),
    );
    await userEvent.clear(screen.getByLabelText("Current password"));
    await userEvent.type(screen.getByLabelText("Current password"), "Right1Password");
    await userEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect(await screen.findByText("Your password has been changed. 1 other session was signed out.")).toBeTruthy();
    expect(screen.queryByLabelText("Current password")).toBeNull();
    // and closes with it back on its button
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change Password" }));
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/account/password")).at(-1)!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      current_password: "Right1Password",
      new_password: "Brand2NewHorse",
    });
  });

  it("says a failed payment is being retried, and where to update the card", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: { ...testUser, subscription_tier: "pro" } } },
      "GET /auth/subscription": {
        status: 200,
        body: { success: true, usage_current: 0, usage_limit: 1000, plan_type: "pro", payment_failed: true },
      },
      "GET /billing/config": { status: 200, body: { enabled: true, options: [] } },
    });
    renderApp("/dashboard");
    expect(
      await screen.findByText(
        "Your last payment did not go through. Your plan stays while it is retried: update your card with Manage Billing to keep it.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Manage Billing" })).toBeTruthy();
  });
  it("tells a paying user on a server that does not sell plans online whom to write to, to change or cancel it", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": {
        status: 200,
        body: { success: true, user: { ...testUser, subscription_tier: "business" } },
      },
      "GET /auth/subscription": {
        status: 200,
        body: { success: true, usage_current: 0, usage_limit: 10000, plan_type: "business" },
      },
      "GET /billing/config": { status: 200, body: { enabled: false, options: [] } },
    });
    renderApp("/dashboard");
    // the pricing page's "Change Plan on Dashboard" leads here: the card must offer the way
    expect(
      await screen.findByText(
        "Plans are not sold online here: write to us to change or cancel yours.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toMatch(
      /^mailto:.+\?subject=pdftab%20Business%20plan$/,
    );
    expect(screen.queryByRole("button", { name: "Manage Billing" })).toBeNull();
  });
});
