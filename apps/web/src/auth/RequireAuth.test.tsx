import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, testUser } from "../test/mockApi";
import { renderApp } from "../test/renderApp";
import { signInForTest } from "../test/session";

const loginOk = { status: 200, body: { success: true, access_token: "tok-1", user: testUser } };
const subscription = { status: 200, body: { success: true, usage_current: 2, usage_limit: 50, plan_type: "free" } };

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), testUser.email);
  await user.type(screen.getByLabelText("Password", { selector: "input" }), "Analytical1");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("guarded routes", () => {
  // History, Batch and Analytics are open and say 'Sign in required' themselves (components/SignInGate.test.tsx)
  it.each(["/dashboard", "/templates", "/api-keys"])("sends a signed-out visitor from %s to /login", async (path) => {
    mockApi({});
    const { router } = renderApp(path);
    await screen.findByRole("heading", { name: "Sign in to pdftab" });
    expect(router.state.location.pathname).toBe("/login");
  });

  it("returns to the remembered page 1.5 s after signing in", async () => {
    mockApi({ "POST /auth/login": loginOk });
    const { router } = renderApp("/history?status=failed");
    // History asks in place; its Sign In remembers the page with its filters
    await screen.findByRole("heading", { name: "Sign in required" });
    await userEvent.click(within(screen.getByRole("main")).getByRole("link", { name: "Sign In" }));
    await screen.findByRole("heading", { name: "Sign in to pdftab" });
    await signIn();
    expect(await screen.findByText("Login successful! Redirecting...")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/history"), { timeout: 3000 });
    expect(router.state.location.search).toBe("?status=failed");
    expect(await screen.findByRole("heading", { name: "Extraction History" })).toBeTruthy();
  });

  it("goes to /dashboard after a plain sign-in", async () => {
    mockApi({ "POST /auth/login": loginOk, "GET /auth/subscription": subscription });
    const { router } = renderApp("/login");
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"), { timeout: 3000 });
    expect(await screen.findByText(/Welcome back/)).toBeTruthy();
  });

  it("finishes a plan purchase: notice on login, then /stripe-checkout with plan and period", async () => {
    mockApi({ "POST /auth/login": loginOk });
    const { router } = renderApp("/login?redirect=stripe-checkout&plan=business&period=yearly");
    expect(await screen.findByText(/complete your subscription to the Business plan/)).toBeTruthy();
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/stripe-checkout"), { timeout: 3000 });
    expect(router.state.location.search).toBe("?plan=business&period=yearly");
  });

  it("shows the server's reason on a wrong password and stays on /login", async () => {
    mockApi({
      "POST /auth/login": { status: 401, body: { detail: "Invalid email or password", code: "invalid_credentials" } },
    });
    const { router } = renderApp("/login");
    await signIn();
    expect(await screen.findAllByText("Invalid email or password")).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe("/login");
  });

  it("lets a restored session straight in", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": subscription,
    });
    const { router } = renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Extract Tables" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(await screen.findByText("2 / 50")).toBeTruthy();
  });

  it("sends a user who logs out on a guarded page home, not to sign in", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": subscription,
      "POST /auth/logout": { status: 200, body: { success: true } },
    });
    const { router } = renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Extract Tables" })).toBeTruthy();
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Logout" })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("heading", { name: "Sign in to pdftab" })).toBeNull();
    // Later, a guarded page asks the signed-out visitor to sign in again.
    await router.navigate("/api-keys");
    await screen.findByRole("heading", { name: "Sign in to pdftab" });
    expect(router.state.location.pathname).toBe("/login");
  });
});

describe("a session the server stops accepting", () => {
  it("signs the user out and sends them to /login when a call answers 401", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": { status: 401, body: { detail: "Session revoked", code: "invalid_token" } },
    });
    const { router } = renderApp("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(localStorage.getItem("pdftab_auth_token")).toBeNull();
    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeTruthy();
  });
});
