import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, testUser } from "../test/mockApi";
import { renderApp } from "../test/renderApp";
import { signInForTest } from "../test/session";

describe("History, Batch and Analytics for a signed-out visitor", () => {
  it.each([
    ["/history", "Please sign in to view your extraction history"],
    ["/analytics", "Please sign in to view your usage analytics"],
    ["/batch", "Please sign in to use batch processing"],
  ])("%s says 'Sign in required' with its reason, and Sign In comes back to it", async (path, reason) => {
    const fetchMock = mockApi({});
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { name: "Sign in required" })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    // nothing of the page's own data is asked for without an account
    expect(fetchMock.mock.calls.some(([url]) => /\/(usage|batch|extractions)\b/.test(String(url)))).toBe(false);

    await userEvent.click(within(screen.getByRole("main")).getByRole("link", { name: "Sign In" }));
    expect(router.state.location.pathname).toBe("/login");
    expect((router.state.location.state as { from?: string } | null)?.from).toBe(path);
  });

  it("shows a signed-in user the page, not the prompt, once the session is checked", async () => {
    signInForTest();
    mockApi({ "GET /auth/verify": { status: 200, body: { success: true, user: testUser } } });
    renderApp("/analytics");
    expect(await screen.findByRole("heading", { name: "Usage Analytics" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Sign in required" })).toBeNull();
  });
});
