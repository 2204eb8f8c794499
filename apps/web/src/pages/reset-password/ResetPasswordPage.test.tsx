import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { expectFocusedWithError } from "../../test/focusedFieldError";

describe("Reset password", () => {
  it("sends the token from the link with the new password, then goes to sign in", async () => {
    let sent: unknown;
    mockApi({
      "POST /auth/password-reset/confirm": (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { success: true } };
      },
    });
    const { router } = renderApp("/reset-password?token=reset-123");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password", { selector: "input" }), "short");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    await user.type(screen.getByLabelText("New password", { selector: "input" }), "Enough1x");
    await user.type(screen.getByLabelText("Confirm password", { selector: "input" }), "shortEnough1x");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(sent).toEqual({ token: "reset-123", password: "shortEnough1x" });
  });

  it("moves the focus to the first field in error, from its own checks and from the server's", async () => {
    mockApi({
      "POST /auth/password-reset/confirm": {
        status: 422,
        body: { code: "validation_failed", detail: "Password must contain at least one number" },
      },
    });
    renderApp("/reset-password?token=reset-789");
    const user = userEvent.setup();
    const password = await screen.findByLabelText("New password", { selector: "input" });
    const confirm = screen.getByLabelText("Confirm password", { selector: "input" });
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() => expectFocusedWithError(password, "Password is required"));
    await user.type(password, "Enough1xx");
    await user.type(confirm, "Enough1xy");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() => expectFocusedWithError(confirm, "Passwords do not match"));
    await user.clear(confirm);
    await user.type(confirm, "Enough1xx");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() => expectFocusedWithError(password, "Password must contain at least one number"));
  });

  it("offers a new link when the server says this one is used or expired", async () => {
    mockApi({
      "POST /auth/password-reset/confirm": {
        status: 400,
        body: {
          code: "invalid_token",
          detail: "This password reset link is invalid, expired or already used. Please request a new one.",
        },
      },
    });
    renderApp("/reset-password?token=used-one");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password", { selector: "input" }), "Enough1xx");
    await user.type(screen.getByLabelText("Confirm password", { selector: "input" }), "Enough1xx");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByText(/This password reset link is invalid/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request a New Link" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("explains what to do when the link has no token", async () => {
    mockApi({});
    renderApp("/reset-password");
    expect(await screen.findByRole("link", { name: "Request a New Link" })).toBeTruthy();
  });

  it("tells the owner which API keys still work after the reset", async () => {
    mockApi({
      "POST /auth/password-reset/confirm": {
        status: 200,
        body: { success: true, message: "changed", api_keys_active: 3 },
      },
    });
    const { router } = renderApp("/reset-password?token=reset-456");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password", { selector: "input" }), "Enough1xyz");
    await user.type(screen.getByLabelText("Confirm password", { selector: "input" }), "Enough1xyz");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(
      await screen.findByText(/Your 3 API key\(s\) still work: review or revoke them on the API Keys page/),
    ).toBeTruthy();
  });
});
