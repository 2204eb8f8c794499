import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

describe("Page Not Found", () => {
  it("answers unknown paths with links home, back, pricing and about", async () => {
    mockApi({});
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    // the title is set by an effect after the page renders: wait for it, a loaded machine may lag
    await waitFor(() => expect(document.title).toBe("Page Not Found | pdftab"));
    expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("button", { name: "Go Back" })).toBeTruthy();
    const main = document.querySelector("main")!;
    expect(main.querySelector('a[href="/pricing"]')).toBeTruthy();
    expect(main.querySelector('a[href="/about"]')).toBeTruthy();
  });

  it("Go Back returns to the previous page", async () => {
    mockApi({});
    const { router } = renderApp("/about");
    await screen.findByRole("heading", { name: "About pdftab" });
    await router.navigate("/missing");
    await userEvent.click(await screen.findByRole("button", { name: "Go Back" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/about"));
  });

  it("Go Back goes home when the app was opened on the unknown path (nothing of the app to go back to)", async () => {
    mockApi({});
    const { router } = renderApp("/missing");
    await userEvent.click(await screen.findByRole("button", { name: "Go Back" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
