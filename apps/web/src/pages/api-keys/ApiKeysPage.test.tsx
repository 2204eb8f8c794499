import { screen, waitFor, within } from "@testing-library/react";
import { csrfOf, signInForTest, signOutForTest, TEST_CSRF } from "../../test/session";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { dropFocusWhenDisabled } from "../../test/focusFixup";
import type { ApiKey } from "../../api/apiKeys";
import { expectFocusedWithError } from "../../test/focusedFieldError";

/** Answers the app's question dialog with the button named `button`. */
const answerQuestion = async (button: string) =>
  userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: button }));

const existing: ApiKey = {
  id: "k-1",
  name: "Nightly import",
  prefix: "a1b2c3d4e5f6",
  last4: "WxYz",
  created_at: "2026-01-02T10:00:00Z",
  last_used_at: null,
  expires_at: null,
  created_by: null,
  user_id: testUser.id,
};
const created = {
  ...existing,
  id: "k-2",
  name: "CI",
  last4: "9abc",
  key: "pdt_0123456789ab_" + "s".repeat(39) + "9abc",
  expires_at: "2026-04-01T00:00:00Z",
};

describe("API keys page", () => {
  afterEach(() => signOutForTest());

  it("creates a key with name and expiry, shows it once with a copy button, lists and revokes keys", async () => {
    signInForTest();
    let keys: ApiKey[] = [existing];
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /api-keys": () => ({ status: 200, body: { keys } }),
      "POST /api-keys": () => ((keys = [created, existing]), { status: 201, body: created }),
      "DELETE /api-keys/k-1": () => ((keys = [created]), { status: 200, body: { success: true, id: "k-1" } }),
    });
    renderApp("/api-keys");
    expect(await screen.findByText("Nightly import")).toBeTruthy();
    expect(screen.getByText("pdt_a1b2c3d4e5f6_…WxYz")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Name"), "CI");
    await userEvent.selectOptions(screen.getByLabelText("Expires"), "90");
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    const panel = await screen.findByRole("region", { name: "New API key" });
    expect(within(panel).getByText(created.key)).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Copy code" })).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/api-keys") && init?.method === "POST",
    )!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ name: "CI", expires_in_days: 90 });
    expect(csrfOf(post[1])).toBe(TEST_CSRF);

    await userEvent.click(within(panel).getByRole("button", { name: "I have stored it" }));
    expect(screen.queryByText(created.key)).toBeNull();

    const row = screen.getByText("Nightly import").closest("tr")!;
    await userEvent.click(within(row).getByRole("button", { name: "Revoke" }));
    const question = await screen.findByRole("dialog", { name: "Revoke “Nightly import”?" });
    expect(within(question).getByText("Programs using it stop working at once.")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await answerQuestion("Revoke Key");
    await waitFor(() => expect(screen.queryByText("Nightly import")).toBeNull());
    expect(screen.getByText("CI")).toBeTruthy();
  });

  it("asks for a name before creating", async () => {
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /api-keys": { status: 200, body: { keys: [] } },
    });
    renderApp("/api-keys");
    expect(await screen.findByText("No API keys yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    await waitFor(() => expectFocusedWithError(screen.getByLabelText("Name"), "Name is required"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    // the error clears as soon as the field is edited, like every form's
    await userEvent.type(screen.getByLabelText("Name"), "N");
    expect(screen.queryByText("Name is required")).toBeNull();
  });

  it("revokes every key at once after a confirmation, then focuses the name of a new key", async () => {
    signInForTest();
    let keys: ApiKey[] = [existing, { ...existing, id: "k-3", name: "Backup job" }];
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /api-keys": () => ({ status: 200, body: { keys } }),
      "DELETE /api-keys": () => ((keys = []), { status: 200, body: { success: true, revoked: 2 } }),
    });
    renderApp("/api-keys");
    expect(await screen.findByText("Backup job")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Revoke All Keys" }));
    const question = await screen.findByRole("dialog", { name: "Revoke all 2 API key(s)?" });
    expect(within(question).getByText("Every program using one stops working at once.")).toBeTruthy();
    await userEvent.click(within(question).getByRole("button", { name: "Revoke Keys" }));
    expect(await screen.findByText("No API keys yet")).toBeTruthy();
    // the button went with the list: focus goes to the name of a new key
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/api-keys") && init?.method === "DELETE",
    )!;
    expect(csrfOf(call[1])).toBe(TEST_CSRF);
  });

  it("keeps keyboard focus on the page: back on Create key after 'I have stored it', on the next key after a revoke", async () => {
    signInForTest();
    const backup = { ...existing, id: "k-3", name: "Backup job" };
    let keys: ApiKey[] = [existing, backup];
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /api-keys": () => ({ status: 200, body: { keys } }),
      "POST /api-keys": () => ((keys = [created, ...keys]), { status: 201, body: created }),
      "DELETE /api-keys/k-1": () => ((keys = keys.filter((k) => k.id !== "k-1")), { status: 200, body: {} }),
      "DELETE /api-keys/k-2": () => ((keys = keys.filter((k) => k.id !== "k-2")), { status: 200, body: {} }),
      "DELETE /api-keys/k-3": () => ((keys = keys.filter((k) => k.id !== "k-3")), { status: 200, body: {} }),
    });
    renderApp("/api-keys");
    expect(await screen.findByText("Nightly import")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Name"), "CI");
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    const panel = await screen.findByRole("region", { name: "New API key" });
    await userEvent.click(within(panel).getByRole("button", { name: "I have stored it" }));
    expect(screen.queryByRole("region", { name: "New API key" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Create key" }));

    const revokeOf = (name: string) =>
      within(screen.getByText(name, { selector: "td" }).closest("tr")!).getByRole("button", { name: "Revoke" });
    // the next key's Revoke takes the focus of the key that went
    await userEvent.click(revokeOf("Nightly import"));
    await answerQuestion("Revoke Key");
    await waitFor(() => expect(screen.queryByText("Nightly import")).toBeNull());
    expect(document.activeElement).toBe(revokeOf("Backup job"));
    // the last key's goes to the one before it
    await userEvent.click(revokeOf("Backup job"));
    await answerQuestion("Revoke Key");
    await waitFor(() => expect(screen.queryByText("Backup job")).toBeNull());
    expect(document.activeElement).toBe(revokeOf("CI"));
    // and with no key left, to the name of a new one
    await userEvent.click(revokeOf("CI"));
    await answerQuestion("Revoke Key");
    expect(await screen.findByText("No API keys yet")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("keeps keyboard focus on Create key while the key is being created, and creates it once", async () => {
    signInForTest();
    dropFocusWhenDisabled();
    let keys: ApiKey[] = [];
    let posts = 0;
    let answer = () => {};
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /api-keys": () => ({ status: 200, body: { keys } }),
      "POST /api-keys": () => (posts++, (keys = [created]), { status: 201, body: created }),
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "POST") await new Promise<void>((resolve) => (answer = resolve));
      return base(input, init);
    });
    renderApp("/api-keys");
    await userEvent.type(await screen.findByLabelText("Name"), "CI");
    screen.getByRole("button", { name: "Create key" }).focus();
    await userEvent.keyboard("{Enter}");
    const busy = await screen.findByRole("button", { name: "Creating..." });
    expect(document.activeElement).toBe(busy);
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    // a second press while it waits sends nothing more
    await userEvent.keyboard("{Enter}");
    answer();
    expect(await screen.findByRole("region", { name: "New API key" })).toBeTruthy();
    expect(posts).toBe(1);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Create key" }));
  });

  it("in a team, says who made each key and lets a member revoke only their own", async () => {
    signInForTest();
    const others: ApiKey = {
      ...existing,
      id: "k-9",
      name: "Owner's export",
      created_by: "boss@example.com",
      user_id: "u-9",
    };
    const mine: ApiKey = { ...existing, created_by: testUser.email };
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /api-keys": { status: 200, body: { keys: [others, mine] } },
      "GET /workspace": {
        status: 200,
        body: {
          id: "w-9",
          name: "Acme",
          plan: "business",
          seats: 5,
          role: "member",
          brand: null,
          members: [
            {
              user_id: "u-9",
              email: "boss@example.com",
              full_name: "Boss",
              role: "owner",
              joined_at: "2026-01-01T00:00:00Z",
            },
            {
              user_id: testUser.id,
              email: testUser.email,
              full_name: "Ada",
              role: "member",
              joined_at: "2026-01-02T00:00:00Z",
            },
          ],
          invitations: [],
        },
      },
    });
    renderApp("/api-keys");
    const row = (name: string) => screen.getByText(name).closest("tr")!;
    await waitFor(() => expect(screen.getByRole("columnheader", { name: "Created by" })).toBeTruthy(), {
      timeout: 15_000,
    });
    expect(within(row("Owner's export")).getByText("boss@example.com")).toBeTruthy();
    expect(within(row("Owner's export")).queryByRole("button", { name: "Revoke" })).toBeNull();
    expect(within(row("Nightly import")).getByText("you")).toBeTruthy();
    expect(within(row("Nightly import")).getByRole("button", { name: "Revoke" })).toBeTruthy();
    const revokeMine = screen.getByRole("button", { name: "Revoke All My Keys" });
    await userEvent.click(revokeMine);
    const question = await screen.findByRole("dialog", { name: "Revoke your 1 API key(s)?" });
    await userEvent.click(within(question).getByRole("button", { name: "Keep Keys" }));
    expect(document.activeElement).toBe(revokeMine);
  });

  it("keeps the list it read, with Revoke, when reading it again fails", async () => {
    signInForTest();
    let reads = 0;
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /api-keys": () =>
        ++reads === 1
          ? { status: 200, body: { keys: [existing] } }
          : { status: 503, body: { detail: "The server is busy", code: "unavailable" } },
      "POST /api-keys": { status: 201, body: created },
    });
    renderApp("/api-keys");
    expect(await screen.findByText("Nightly import")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Name", { exact: true }), "CI");
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("Could not load your API keys again; this list may be out of date.")).toBeTruthy();
    expect(screen.getByText("Nightly import")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Revoke" })).toBeTruthy();
  });
});
