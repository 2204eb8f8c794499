import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const preview = { status: 200, body: { new_email: "moved@example.com", expires_at: "2026-12-02T10:00:00.000Z" } };

describe("Confirm your new e-mail", () => {
  it("shows the new address, changes nothing until confirmed, then sends the token and leaves for the dashboard", async () => {
    let sent: unknown;
    const fetchMock = mockApi({
      "GET /account/email/confirm/preview": preview,
      "POST /account/email/confirm": (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { success: true, message: "ok", email: "moved@example.com" } };
      },
    });
    const { router } = renderApp("/account/email/confirm?token=change+1/2");
    expect(await screen.findByText("moved@example.com", {}, { timeout: 15_000 })).toBeTruthy();
    const previewCall = fetchMock.mock.calls.find(([url]) => String(url).includes("/confirm/preview"));
    expect(new URL(String(previewCall![0]), "http://localhost").searchParams.get("token")).toBe("change 1/2");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await userEvent.setup().click(screen.getByRole("button", { name: "Confirm new e-mail" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(sent).toEqual({ token: "change 1/2" });
    // signed out: sign in, then the dashboard says what happened; the token is gone from the address
    expect(router.state.location.state).toEqual({ from: "/dashboard?email_change=changed" });
  });

  it("sends a refused confirmation to the dashboard, which says why", async () => {
    mockApi({
      "GET /account/email/confirm/preview": preview,
      "POST /account/email/confirm": { status: 409, body: { code: "email_taken", detail: "taken" } },
    });
    const { router } = renderApp("/account/email/confirm?token=raced");
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Confirm new e-mail" }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.state).toEqual({ from: "/dashboard?email_change=taken" }));
  });

  it("stays on the page with the token when the server could not be reached, so the user can try again", async () => {
    mockApi({
      "GET /account/email/confirm/preview": preview,
      "POST /account/email/confirm": { networkError: true },
    });
    const { router } = renderApp("/account/email/confirm?token=offline");
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Confirm new e-mail" }, { timeout: 15_000 }));
    expect(await screen.findByText(/Cannot reach the pdftab server/)).toBeTruthy();
    expect(router.state.location.search).toBe("?token=offline");
    expect(screen.getByRole("button", { name: "Confirm new e-mail" })).toBeTruthy();
  });

  it("says at once when the link is used or expired, with no button to press", async () => {
    mockApi({
      "GET /account/email/confirm/preview": {
        status: 400,
        body: {
          code: "invalid_token",
          detail:
            "This e-mail change link is invalid, expired or already used. Please ask for a new one in your account settings.",
        },
      },
    });
    renderApp("/account/email/confirm?token=spent");
    expect(await screen.findByText(/This e-mail change link is invalid/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm new e-mail" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
  });

  it("explains what to do when the link has no token", async () => {
    mockApi({});
    renderApp("/account/email/confirm");
    expect(await screen.findByText(/needs the whole link/, {}, { timeout: 15_000 })).toBeTruthy();
  });
});
