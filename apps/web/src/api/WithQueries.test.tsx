import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, testUser } from "../test/mockApi";
import { renderApp } from "../test/renderApp";
import { signInForTest } from "../test/session";

const ann = { ...testUser, id: "u-ann", email: "ann@example.com" };
const bob = { ...testUser, id: "u-bob", email: "bob@example.com" };

const usedToday = (count: number) => ({
  status: 200,
  body: { success: true, usage_current: count, usage_limit: 50, plan_type: "free" },
});

describe("the shared query cache", () => {
  it("forgets one account's figures when another signs in on the same tab", async () => {
    signInForTest();
    let current = ann;
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: ann } },
      "GET /auth/subscription": () => usedToday(current === ann ? 7 : 0),
      "POST /auth/logout": { status: 200, body: { success: true } },
      "POST /auth/login": () => (
        (current = bob),
        { status: 200, body: { success: true, access_token: "t", user: bob } }
      ),
    });
    const { router } = renderApp("/dashboard");
    expect(await screen.findByText("7 / 50", {}, { timeout: 10_000 })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getAllByRole("button", { name: "Logout" })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 10_000 });
    await router.navigate("/login");
    await user.type(await screen.findByLabelText("Email"), bob.email);
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Analytical1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    // generous waits: the whole web suite runs this beside 50 other files on two cores
    const slow = { timeout: 10_000 };
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"), slow);

    // the top bar and the dashboard both name the account, once each has loaded
    expect((await screen.findAllByText("bob@example.com", { selector: "span" }, slow)).length).toBeGreaterThan(0);
    expect(await screen.findByText("0 / 50", {}, slow)).toBeTruthy();
    expect(screen.queryByText("7 / 50")).toBeNull();
  });
});
