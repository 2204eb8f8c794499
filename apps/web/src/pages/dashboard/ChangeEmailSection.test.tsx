import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { expectFocusedWithError } from "../../test/focusedFieldError";

const subscription = { status: 200, body: { success: true, usage_current: 0, usage_limit: 50, plan_type: "free" } };
const verified = { status: 200, body: { success: true, user: testUser } };
const emailState = (overrides: object = {}) => ({
  status: 200,
  body: { email: testUser.email, has_password: true, pending_email: null, ...overrides },
});

describe("Dashboard Email card", () => {
  it("sends a confirmation link to the new address, showing each refusal on its field", async () => {
    signInForTest();
    let pending: string | null = null;
    const fetchMock = mockApi({
      "GET /auth/verify": verified,
      "GET /auth/subscription": subscription,
      "GET /account/email": () => emailState({ pending_email: pending }),
      "POST /account/email": (init) => {
        const { email, current_password } = JSON.parse(String(init?.body));
        if (current_password !== "Right1Password")
          return { status: 422, body: { code: "password_incorrect", detail: "The password is not correct" } };
        if (email === "taken@example.com")
          return { status: 409, body: { code: "email_taken", detail: "An account with this email already exists" } };
        pending = email;
        return {
          status: 202,
          body: {
            success: true,
            message: `We have sent a confirmation link to ${email}. Your address changes when you open it and confirm the change.`,
            pending_email: email,
          },
        };
      },
    });
    renderApp("/dashboard");
    expect(await screen.findByText(testUser.email, { selector: "section span" }, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Change Email" }));
    expect(document.activeElement).toBe(screen.getByLabelText("New email address"));
    await userEvent.type(screen.getByLabelText("New email address"), "taken@example.com");
    await userEvent.type(screen.getByLabelText("Current password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    await waitFor(() =>
      expectFocusedWithError(screen.getByLabelText("Current password"), "The password is not correct"),
    );
    await userEvent.clear(screen.getByLabelText("Current password"));
    await userEvent.type(screen.getByLabelText("Current password"), "Right1Password");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    await waitFor(() =>
      expectFocusedWithError(screen.getByLabelText("New email address"), "An account with this email already exists"),
    );
    await userEvent.clear(screen.getByLabelText("New email address"));
    await userEvent.type(screen.getByLabelText("New email address"), "new@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(
      await screen.findByText(
        "We have sent a confirmation link to new@example.com. Your address changes when you open it and confirm the change.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText("New email address")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change Email" }));
    expect(await screen.findByText("new@example.com", { selector: "section span" })).toBeTruthy();
    const sent = fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith("/account/email") && init?.method === "POST")
      .at(-1)!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ email: "new@example.com", current_password: "Right1Password" });
  });

  it("tells an account without a password to set one first instead of offering the form", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": verified,
      "GET /auth/subscription": subscription,
      "GET /account/email": emailState({ has_password: false }),
    });
    renderApp("/dashboard");
    expect(await screen.findByText(/has no password yet\. Set a password first/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change Email" })).toBeNull();
  });

  it("reports a used link and reads the account again, so the new address shows at once", async () => {
    signInForTest();
    let verifies = 0;
    mockApi({
      "GET /auth/verify": () => ({
        status: 200,
        body: { success: true, user: { ...testUser, email: ++verifies > 1 ? "moved@example.com" : testUser.email } },
      }),
      "GET /auth/subscription": subscription,
      "GET /account/email": () => emailState({ email: verifies > 1 ? "moved@example.com" : testUser.email }),
    });
    renderApp("/dashboard?email_change=changed");
    expect(
      await screen.findByText(
        "Your e-mail address has been changed. Sign in with the new one from now on.",
        {},
        {
          timeout: 15_000,
        },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("moved@example.com").length).toBeGreaterThan(0));
    expect(verifies).toBe(2);
  });

  it("says when the link was invalid or the address was taken meanwhile", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": verified,
      "GET /auth/subscription": subscription,
      "GET /account/email": emailState(),
    });
    renderApp("/dashboard?email_change=taken");
    expect(
      await screen.findByText(
        "Another account took that address before the change was confirmed, so your address was not changed.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });
});
