import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const preview = { status: 200, body: { email: "new@example.com", expires_at: "2026-12-02T10:00:00.000Z" } };
const DEAD = {
  status: 400,
  body: { code: "invalid_token", detail: "This confirmation link is invalid, expired or already used" },
};

describe("Confirm your e-mail (sign-up)", () => {
  it("shows the address, confirms nothing until the button, then lands signed in on the dashboard", async () => {
    let sent: unknown;
    const fetchMock = mockApi({
      "GET /auth/confirm/preview": preview,
      "POST /auth/confirm": (init) => {
        sent = JSON.parse(String(init?.body));
        return {
          status: 200,
          body: { success: true, message: "ok", email: "new@example.com", signed_in: true, user: testUser },
        };
      },
      "GET /auth/subscription": { status: 200, body: {} },
    });
    const { router } = renderApp("/confirm-email?token=signup+1/2");
    expect(await screen.findByText("new@example.com", {}, { timeout: 15_000 })).toBeTruthy();
    const previewCall = fetchMock.mock.calls.find(([url]) => String(url).includes("/confirm/preview"));
    expect(new URL(String(previewCall![0]), "http://localhost").searchParams.get("token")).toBe("signup 1/2");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await userEvent.setup().click(screen.getByRole("button", { name: "Confirm e-mail" }));
    // signed in by the answer: the guarded dashboard lets the user in, and the token left the address
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.search).toBe("");
    expect(router.state.location.state).toBeNull();
    expect(sent).toEqual({ token: "signup 1/2" });
  });

  it("sends another browser to the sign-in page, told the address is confirmed", async () => {
    mockApi({
      "GET /auth/confirm/preview": preview,
      "POST /auth/confirm": {
        status: 200,
        body: { success: true, message: "ok", email: "new@example.com", signed_in: false, user: null },
      },
    });
    const { router } = renderApp("/confirm-email?token=elsewhere");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirm e-mail" }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?confirmed=1");
    expect(await screen.findByText("Your email address is confirmed. Sign in to continue.")).toBeTruthy();
  });

  it("says at once when the link is used or expired, with no button to press and a way to a new link", async () => {
    const fetchMock = mockApi({
      "GET /auth/confirm/preview": DEAD,
      "POST /auth/confirmation/resend": { status: 200, body: { success: true, message: "If an account ... sent." } },
    });
    renderApp("/confirm-email?token=spent");
    expect(await screen.findByText(/This confirmation link is invalid/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "This link no longer works" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm e-mail" })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "late@example.com");
    await user.click(screen.getByRole("button", { name: "Send a new confirmation link" }));
    expect(await screen.findByText("If an account ... sent.")).toBeTruthy();
    const resent = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/auth/confirmation/resend"))!;
    expect(JSON.parse(String(resent[1]!.body))).toEqual({ email: "late@example.com" });
    expect(screen.getByRole("link", { name: "Go to Sign In" }).getAttribute("href")).toBe("/login");
  });

  it("says the link no longer works when it was used between the check and the button", async () => {
    mockApi({ "GET /auth/confirm/preview": preview, "POST /auth/confirm": DEAD });
    const { router } = renderApp("/confirm-email?token=raced");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirm e-mail" }, { timeout: 15_000 }));
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/confirm-email");
  });

  it("stays on the page with the token when the server could not be reached, so the user can try again", async () => {
    mockApi({ "GET /auth/confirm/preview": preview, "POST /auth/confirm": { networkError: true } });
    const { router } = renderApp("/confirm-email?token=offline");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirm e-mail" }, { timeout: 15_000 }));
    expect(await screen.findByText(/Cannot reach the pdftab server/)).toBeTruthy();
    expect(router.state.location.search).toBe("?token=offline");
    expect(screen.getByRole("button", { name: "Confirm e-mail" })).toBeTruthy();
  });

  it("explains what to do when the link has no token", async () => {
    mockApi({});
    renderApp("/confirm-email");
    expect(await screen.findByText(/needs the whole link/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send a new confirmation link" })).toBeTruthy();
  });
});
