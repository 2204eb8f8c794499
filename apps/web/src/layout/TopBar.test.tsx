import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, testUser } from "../test/mockApi";
import { csrfOf, signInForTest, TEST_CSRF } from "../test/session";
import { renderApp } from "../test/renderApp";

const header = () => within(document.querySelector("header")!);

describe("top bar", () => {
  it("offers Pricing, API Docs, Sign In and Get Started when signed out; Home active only on /", async () => {
    mockApi({});
    const { router } = renderApp("/");
    await screen.findByRole("heading", { name: /Turn PDF tables into/ });
    for (const name of ["Pricing", "API Docs", "Sign In", "Get Started"])
      expect(header().getByRole("link", { name })).toBeTruthy();
    expect(header().getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    await router.navigate("/pricing");
    await waitFor(() => expect(header().getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull());
    expect(header().getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBe("page");
  });

  it("offers neither Sign In nor Logout while the server says who is signed in", async () => {
    signInForTest();
    let answer!: (response: Response) => void;
    const verify = new Promise<Response>((resolve) => (answer = resolve));
    vi.stubGlobal("fetch", (input: RequestInfo | URL) =>
      String(input).endsWith("/auth/verify") ? verify : Promise.resolve(new Response("{}", { status: 404 })),
    );
    renderApp("/pricing");
    await header().findByRole("link", { name: "Pricing" });
    expect(header().queryByRole("link", { name: "Sign In" })).toBeNull();
    expect(header().queryByRole("link", { name: "Get Started" })).toBeNull();
    answer(new Response(JSON.stringify({ success: true, user: testUser }), { status: 200 }));
    expect(await header().findByText(testUser.email)).toBeTruthy();
    expect(header().getByRole("button", { name: "Logout" })).toBeTruthy();
  });

  it("welcomes a signed-in user and logs out on the server, then locally, then goes home", async () => {
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "POST /auth/logout": { status: 200, body: { success: true } },
    });
    const { router } = renderApp("/pricing");
    expect(await header().findByText(testUser.email)).toBeTruthy();
    // the product's names for its screens, and About for signed-in users too
    const links = Object.fromEntries(
      header()
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    );
    expect(links).toMatchObject({
      "Extract Tables": "/dashboard",
      "Batch Processing": "/batch",
      About: "/about",
      Pricing: "/pricing",
      "API Docs": "/api-docs",
    });
    expect(header().queryByRole("link", { name: "Dashboard" })).toBeNull();
    await userEvent.click(header().getByRole("button", { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/auth/logout"));
    expect(csrfOf(logoutCall?.[1])).toBe(TEST_CSRF);
    expect(logoutCall?.[1]).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(await header().findByRole("link", { name: "Get Started" })).toBeTruthy();
  });

  it("shows a Business workspace's own name to its members instead of the instance's", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": {
        status: 200,
        body: {
          id: "ws-1",
          name: "Finance team",
          plan: "business",
          seats: 5,
          role: "member",
          brand: { name: "Finance team", logo_url: null },
          members: [],
          invitations: [],
        },
      },
    });
    renderApp("/pricing");
    expect(await header().findByRole("link", { name: "Finance team" })).toBeTruthy();
    expect(header().queryByRole("link", { name: "pdftab" })).toBeNull();
  });

  it("keeps the instance's name for a workspace without a brand of its own", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": {
        status: 200,
        body: {
          id: "ws-2",
          name: "Ann's workspace",
          plan: "pro",
          seats: 1,
          role: "owner",
          brand: null,
          members: [],
          invitations: [],
        },
      },
    });
    renderApp("/pricing");
    expect(await header().findByText(testUser.email)).toBeTruthy();
    expect(header().getByRole("link", { name: "pdftab" })).toBeTruthy();
    expect(header().queryByRole("link", { name: "Ann's workspace" })).toBeNull();
  });

  it("changes style after 20 px of scroll and shows scroll-to-top after 300 px", async () => {
    mockApi({});
    renderApp("/");
    const bar = document.querySelector("header")!;
    expect(bar.getAttribute("data-scrolled")).toBe("false");
    Object.defineProperty(window, "scrollY", { value: 21, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(bar.getAttribute("data-scrolled")).toBe("true"));
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
    Object.defineProperty(window, "scrollY", { value: 301, configurable: true });
    fireEvent.scroll(window);
    expect(await screen.findByRole("button", { name: "Scroll to top" })).toBeTruthy();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("Scroll to top takes the keyboard focus to the page's start, not only the view", async () => {
    mockApi({});
    renderApp("/");
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    Object.defineProperty(window, "scrollY", { value: 301, configurable: true });
    fireEvent.scroll(window);
    const button = await screen.findByRole("button", { name: "Scroll to top" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    // the button goes away at the top: the focus must not go with it
    expect(document.activeElement).toBe(document.getElementById("main"));
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    fireEvent.scroll(window);
  });

  it("opens and closes the mobile menu", async () => {
    mockApi({});
    renderApp("/");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await waitFor(() => {
      const open = document.getElementById("mobile-menu");
      if (!open) throw new Error("the menu is not open yet");
      return open;
    });
    expect(within(menu).getByRole("link", { name: "Get Started" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(document.getElementById("mobile-menu")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.keyboard("{Escape}");
    expect(document.getElementById("mobile-menu")).toBeNull();
  });

  it("gives the focus back to the menu button when Escape closes the menu from inside it", async () => {
    mockApi({});
    renderApp("/");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const toggle = screen.getByRole("button", { name: "Close menu" });
    expect(toggle.getAttribute("aria-controls")).toBe("mobile-menu");
    const menu = await waitFor(() => {
      const open = document.getElementById("mobile-menu");
      if (!open) throw new Error("the menu is not open yet");
      return open;
    });
    within(menu).getByRole("link", { name: "Pricing" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(document.getElementById("mobile-menu")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });

  it("closes the mobile menu when Tab takes the focus out of it, so the focus never sits under the open menu", async () => {
    mockApi({});
    renderApp("/");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await waitFor(() => {
      const open = document.getElementById("mobile-menu");
      if (!open) throw new Error("the menu is not open yet");
      return open;
    });
    // Shift+Tab from its first link goes back to the toggle, inside the top bar: the menu stays
    within(menu).getByRole("link", { name: "Home" }).focus();
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close menu" }));
    expect(document.getElementById("mobile-menu")).not.toBeNull();
    // Tab from its last link goes on to the page the menu covers: the menu closes
    within(menu).getByRole("link", { name: "Get Started" }).focus();
    await userEvent.tab();
    expect(document.querySelector("header")!.contains(document.activeElement)).toBe(false);
    expect(document.getElementById("mobile-menu")).toBeNull();
  });

  it("has the footer's product, legal and mail links", async () => {
    mockApi({});
    renderApp("/");
    const footer = within(document.querySelector("footer")!);
    for (const [name, href] of [
      ["Extract Tables", "/dashboard"],
      ["Pricing", "/pricing"],
      ["About", "/about"],
      ["Support", "/support"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
    ]) {
      expect(footer.getByRole("link", { name: name! }).getAttribute("href")).toBe(href);
    }
    const mails = footer.getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("mailto:"));
    expect(mails.map((a) => a.getAttribute("href"))).toEqual([
      "mailto:legal@pdftab.example",
      "mailto:support@pdftab.example",
    ]);
  });
});
