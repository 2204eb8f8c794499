import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, testUser } from "../test/mockApi";
import { renderApp } from "../test/renderApp";
import { signInForTest } from "../test/session";

const main = () => within(screen.getByRole("main"));

describe("the calls to action at the foot of About and API docs", () => {
  it.each([["/about"], ["/api-docs"]])("%s offers a visitor Create Free Account", async (path) => {
    mockApi({});
    renderApp(path);
    expect((await main().findByRole("link", { name: "Create Free Account" })).getAttribute("href")).toBe("/signup");
    expect(main().getByRole("link", { name: "See Pricing" }).getAttribute("href")).toBe("/pricing");
  });

  it.each([
    ["/about", "Extract Tables", "/dashboard"],
    ["/api-docs", "Create an API key", "/api-keys"],
  ])("%s offers a signed-in user where to go next, not a new account", async (path, name, href) => {
    signInForTest();
    mockApi({ "GET /auth/verify": { status: 200, body: { success: true, user: testUser } } });
    renderApp(path);
    await screen.findByText(testUser.email);
    expect(main().queryByRole("link", { name: "Create Free Account" })).toBeNull();
    expect(
      main()
        .getAllByRole("link", { name })
        .map((link) => link.getAttribute("href")),
    ).toContain(href);
  });
});
