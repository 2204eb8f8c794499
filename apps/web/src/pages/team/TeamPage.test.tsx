import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Workspace } from "../../api/team";
import { signInForTest, signOutForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const owner = { user_id: testUser.id, email: testUser.email, full_name: testUser.full_name, role: "owner" as const, joined_at: "2026-01-01T00:00:00Z" };
const member = { user_id: "u-2", email: "bob@example.com", full_name: "Bob", role: "member" as const, joined_at: "2026-01-02T00:00:00Z" };
const workspace: Workspace = { id: "w-1", name: "Acme", plan: "business", seats: 5, role: "owner", brand: { name: "Acme", logo_url: null }, members: [owner, member], invitations: [] };

describe("Team page", () => {
  afterEach(() => signOutForTest());

  it("lists members with seats, invites with the link shown, and removes a member after a confirmation", async () => {
    signInForTest();
    let current = workspace;
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": () => ({ status: 200, body: current }),
      "POST /workspace/invitations": () => {
        current = { ...current, invitations: [{ id: "i-1", email: "carol@example.com", role: "member", created_at: "2026-01-03T00:00:00Z", expires_at: "2026-01-10T00:00:00Z" }] };
        return { status: 201, body: { id: "i-1", invite_url: "http://x/#/team/join/tok", email: "carol@example.com", role: "member", expires_at: "2026-01-10T00:00:00Z", email_sent: false } };
      },
      "DELETE /workspace/members/u-2": () => ((current = { ...current, members: [owner] }), { status: 200, body: { success: true } }),
    });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderApp("/team");
    // the page is its own chunk: its first load can take a while on a busy machine
    const members = await screen.findByRole("list", { name: "Members" }, { timeout: 15_000 });
    expect(within(members).getByText("bob@example.com")).toBeTruthy();
    expect(screen.getByTestId("seats").textContent).toBe("2 of 5 seats taken (members and open invitations).");

    await userEvent.type(screen.getByLabelText("Email"), "carol@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await screen.findByTestId("invite-url", {}, { timeout: 5_000 })).textContent).toBe("http://x/#/team/join/tok");
    expect(screen.getByText(/This server sends no e-mail/)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith("/workspace/invitations") && init?.method === "POST")!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ email: "carol@example.com", role: "member" });
    expect(await screen.findByRole("list", { name: "Open invitations" })).toBeTruthy();

    const row = within(members).getByText("bob@example.com").closest("li")!;
    await userEvent.click(within(row).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("bob@example.com")).toBeNull());
  });

  it("shows a member no invite form, but a way to leave", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": { status: 200, body: { ...workspace, role: "member", members: [{ ...member, user_id: "u-9", email: "owner@example.com", role: "owner" }, { ...owner, role: "member" }] } },
    });
    renderApp("/team");
    expect(await screen.findByRole("button", { name: "Leave workspace" }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
  });
});
