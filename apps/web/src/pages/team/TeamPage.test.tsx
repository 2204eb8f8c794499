import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Workspace } from "../../api/team";
import { signInForTest, signOutForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { expectFocusedWithError } from "../../test/focusedFieldError";

const owner = {
  user_id: testUser.id,
  email: testUser.email,
  full_name: testUser.full_name,
  role: "owner" as const,
  joined_at: "2026-01-01T00:00:00Z",
};
const member = {
  user_id: "u-2",
  email: "bob@example.com",
  full_name: "Bob",
  role: "member" as const,
  joined_at: "2026-01-02T00:00:00Z",
};
const workspace: Workspace = {
  id: "w-1",
  name: "Acme",
  plan: "business",
  seats: 5,
  role: "owner",
  brand: { name: "Acme", logo_url: null },
  members: [owner, member],
  invitations: [],
};

describe("Team page", () => {
  afterEach(() => signOutForTest());

  it("lists members with seats, invites with the link shown, and removes a member after a confirmation", async () => {
    signInForTest();
    let current = workspace;
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": () => ({ status: 200, body: current }),
      "POST /workspace/invitations": () => {
        current = {
          ...current,
          invitations: [
            {
              id: "i-1",
              email: "carol@example.com",
              role: "member",
              created_at: "2026-01-03T00:00:00Z",
              expires_at: "2026-01-10T00:00:00Z",
            },
          ],
        };
        return {
          status: 201,
          body: {
            id: "i-1",
            invite_url: "http://x/#/team/join/tok",
            email: "carol@example.com",
            role: "member",
            expires_at: "2026-01-10T00:00:00Z",
            email_sent: false,
          },
        };
      },
      "DELETE /workspace/members/u-2": () => (
        (current = { ...current, members: [owner] }),
        { status: 200, body: { success: true } }
      ),
    });
    const nativeConfirm = vi.spyOn(window, "confirm");
    renderApp("/team");
    // the page is its own chunk: its first load can take a while on a busy machine
    const members = await screen.findByRole("list", { name: "Members" }, { timeout: 15_000 });
    expect(within(members).getByText("bob@example.com")).toBeTruthy();
    expect(screen.getByTestId("seats").textContent).toBe("2 of 5 seats taken (members and open invitations).");

    await userEvent.type(screen.getByLabelText("Email"), "carol@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await screen.findByTestId("invite-url", {}, { timeout: 5_000 })).textContent).toBe(
      "http://x/#/team/join/tok",
    );
    expect(screen.getByText(/No e-mail was sent/)).toBeTruthy();
    expect(screen.getByText("Invitation made: pass its link on")).toBeTruthy();
    expect(screen.queryByText("Invitation sent")).toBeNull();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/workspace/invitations") && init?.method === "POST",
    )!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ email: "carol@example.com", role: "member" });
    expect(await screen.findByRole("list", { name: "Open invitations" })).toBeTruthy();

    // each row's buttons say whose they are
    expect(screen.getByRole("button", { name: "Cancel the invitation to carol@example.com" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Make bob@example.com the owner" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove bob@example.com" }));
    // the app's own dialog asks (not the browser's), and nothing is sent before the answer
    const question = await screen.findByRole("dialog", { name: "Remove bob@example.com?" });
    expect(within(question).getByText(/They lose access to Acme at once/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await userEvent.click(within(question).getByRole("button", { name: "Remove Member" }));
    expect(nativeConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText("bob@example.com")).toBeNull());
    // nobody else to remove: the focus goes to the list's heading, not the top of the page
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Members" })));
  });

  it("asks in the app's dialog before Make owner: Escape and Cancel send nothing and give the focus back, Make Owner transfers", async () => {
    signInForTest();
    let current = workspace;
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": () => ({ status: 200, body: current }),
      "POST /workspace/transfer": () => (
        (current = {
          ...current,
          role: "admin",
          members: [
            { ...owner, role: "admin" },
            { ...member, role: "owner" },
          ],
        }),
        { status: 200, body: { success: true } }
      ),
    });
    const nativeConfirm = vi.spyOn(window, "confirm");
    renderApp("/team");
    const trigger = await screen.findByRole("button", { name: "Make bob@example.com the owner" }, { timeout: 15_000 });
    const transfers = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/workspace/transfer"));

    await userEvent.click(trigger);
    let question = await screen.findByRole("dialog", { name: "Make bob@example.com the owner?" });
    expect(within(question).getByText(/You stay in Acme as an admin/)).toBeTruthy();
    // Tab stays inside the dialog
    for (let i = 0; i < 4; i++) await userEvent.tab();
    expect(question.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);

    await userEvent.click(trigger);
    question = await screen.findByRole("dialog", { name: "Make bob@example.com the owner?" });
    await userEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(trigger);
    expect(transfers()).toHaveLength(0);

    await userEvent.click(trigger);
    question = await screen.findByRole("dialog", { name: "Make bob@example.com the owner?" });
    await userEvent.click(within(question).getByRole("button", { name: "Make Owner" }));
    expect(await screen.findByText("bob@example.com now owns the workspace")).toBeTruthy();
    expect(transfers()).toHaveLength(1);
    expect(JSON.parse(String(transfers()[0]![1]!.body))).toEqual({ user_id: "u-2" });
    // the Make owner buttons are gone with the ownership: the list's heading keeps the focus
    await waitFor(() => expect(screen.queryByRole("button", { name: /the owner$/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Members" })));
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it("takes a cancelled invitation's link off the page, and says a wrong address in its own words until it is edited", async () => {
    signInForTest();
    let current = workspace;
    const invitation = {
      id: "i-7",
      email: "dan@example.com",
      role: "member" as const,
      created_at: "2026-01-03T00:00:00Z",
      expires_at: "2026-01-10T00:00:00Z",
    };
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": () => ({ status: 200, body: current }),
      "POST /workspace/invitations": () => (
        (current = { ...current, invitations: [invitation] }),
        {
          status: 201,
          body: {
            id: "i-7",
            invite_url: "http://x/#/team/join/tok7",
            email: "dan@example.com",
            role: "member",
            expires_at: invitation.expires_at,
            email_sent: false,
          },
        }
      ),
      "DELETE /workspace/invitations/i-7": () => (
        (current = { ...current, invitations: [] }),
        { status: 200, body: { success: true } }
      ),
    });
    renderApp("/team");
    const email = await screen.findByLabelText("Email", {}, { timeout: 15_000 });
    await userEvent.type(email, "dan@");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    await waitFor(() => expectFocusedWithError(email, "Please enter a valid email address"));
    await userEvent.type(email, "example.com");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await screen.findByTestId("invite-url", {}, { timeout: 5_000 })).textContent).toBe(
      "http://x/#/team/join/tok7",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Cancel the invitation to dan@example.com" }));
    expect(await screen.findByText("Invitation to dan@example.com cancelled")).toBeTruthy();
    // the link no longer works: it must not stay on the page to be copied and passed on
    await waitFor(() => expect(screen.queryByTestId("invite-url")).toBeNull());
    // the focus was on the Cancel that went with the list: it lands on the invite form's heading
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Invite someone" })));
    expect(screen.queryByText(/No e-mail was sent/)).toBeNull();
  });

  it("shows a member no invite form, but a way to leave", async () => {
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": {
        status: 200,
        body: {
          ...workspace,
          role: "member",
          members: [
            { ...member, user_id: "u-9", email: "owner@example.com", role: "owner" },
            { ...owner, role: "member" },
          ],
        },
      },
    });
    renderApp("/team");
    const leave = await screen.findByRole("button", { name: "Leave workspace" }, { timeout: 15_000 });
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    // Leave asks in the app's dialog; Stay sends nothing and gives the focus back
    await userEvent.click(leave);
    const question = await screen.findByRole("dialog", { name: "Leave Acme?" });
    expect(within(question).getByText(/You lose access to its history/)).toBeTruthy();
    await userEvent.click(within(question).getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(leave);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/workspace/leave"))).toBe(false);
  });

  it("lets an admin of a Business workspace rename it and upload a logo, refusing other images at once", async () => {
    signInForTest();
    // as the server answers until a name or logo is set: no brand of its own yet, the form still shows
    let current: Workspace = { ...workspace, brand: null };
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": () => ({ status: 200, body: current }),
      "PATCH /workspace": (init) => {
        const { name } = JSON.parse(String(init?.body)) as { name: string };
        current = { ...current, name, brand: { name, logo_url: current.brand?.logo_url ?? null } };
        return { status: 200, body: current };
      },
      "PUT /workspace/logo": (init) => {
        // the server reads the bytes: a text file named like a PNG is refused there
        if ((init?.body as File).name === "notes.png")
          return {
            status: 415,
            body: {
              code: "unsupported_logo",
              detail: "This file is not an image. The logo must be a PNG or JPEG image.",
            },
          };
        current = { ...current, brand: { name: current.name, logo_url: "/api/v1/workspace/logo?v=1" } };
        return { status: 200, body: { logo_url: "/api/v1/workspace/logo?v=1" } };
      },
      "GET /workspace/logo": { status: 200, body: {} },
    });
    renderApp("/team");
    const nameField = await screen.findByLabelText("Workspace name", {}, { timeout: 15_000 });
    await userEvent.clear(nameField);
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Please enter a name")).toBeTruthy();
    await waitFor(() => expectFocusedWithError(nameField, "Please enter a name"));
    // the error goes once the name is edited, as every field's does
    await userEvent.type(nameField, "  Finance team ");
    expect(screen.queryByText("Please enter a name")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/workspace") && init?.method === "PATCH",
    )!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ name: "Finance team" });

    // each refusal says what is wrong with this file, and what is accepted
    const logoInput = screen.getByLabelText(/^Logo/);
    const refusals: [File, string][] = [
      [
        new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }),
        "logo.svg: This file is an SVG image, which can carry scripts. The logo must be a PNG or JPEG image.",
      ],
      [
        new File(["%PDF-1.7"], "report.pdf", { type: "application/pdf" }),
        "report.pdf: This file is not an image. The logo must be a PNG or JPEG image.",
      ],
      [
        new File(["GIF89a"], "logo.gif", { type: "image/gif" }),
        "logo.gif: This file is a GIF image. The logo must be a PNG or JPEG image.",
      ],
      [
        new File([new Uint8Array(256 * 1024 + 1)], "huge.png", { type: "image/png" }),
        "huge.png: This file is larger than 256 KB. The logo must be a PNG or JPEG image of at most 256 KB.",
      ],
    ];
    for (const [file, message] of refusals) {
      await userEvent.upload(logoInput, file, { applyAccept: false });
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
    await userEvent.upload(logoInput, new File(["totals"], "notes.png", { type: "image/png" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "notes.png: This file is not an image. The logo must be a PNG or JPEG image.",
      ),
    );

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "logo.png", {
      type: "image/png",
    });
    await userEvent.upload(logoInput, png);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(2));
    const put = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")[1]!;
    expect(String(put[0])).toMatch(/\/workspace\/logo$/);
    expect((put[1]!.headers as Record<string, string>)["Content-Type"]).toBe("image/png");
    expect(put[1]!.body).toBe(png);
    expect(await screen.findByRole("button", { name: "Remove logo" })).toBeTruthy();
  });

  it("offers no name and logo form on a plan without a workspace brand", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": { status: 200, body: { ...workspace, plan: "pro", seats: 1, brand: null, members: [owner] } },
    });
    renderApp("/team");
    expect(await screen.findByRole("list", { name: "Members" }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText("Workspace name")).toBeNull();
  });

  it("says a team left on a one-seat plan keeps its people and admits nobody new, instead of 'yours alone'", async () => {
    signInForTest();
    const invitation = {
      id: "i-1",
      email: "carol@example.com",
      role: "member" as const,
      created_at: "2026-01-03T00:00:00Z",
      expires_at: "2026-01-10T00:00:00Z",
    };
    let current: Workspace = { ...workspace, plan: "free", seats: 1, brand: null, invitations: [invitation] };
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": () => ({ status: 200, body: current }),
    });
    const { unmount } = renderApp("/team");
    const seats = await screen.findByTestId("seats", {}, { timeout: 15_000 });
    expect(seats.textContent).toBe(
      "2 people work in this workspace, but the Free plan has one seat: everyone here stays, and nobody new can join. The Business plan adds team seats.",
    );
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    unmount();

    // a member: the plan is the owner's, not theirs to change
    current = {
      ...current,
      role: "member",
      members: [
        { ...member, user_id: "u-9", email: "owner@example.com", role: "owner" },
        { ...owner, role: "member" },
      ],
      invitations: [],
    };
    renderApp("/team");
    expect((await screen.findByTestId("seats", {}, { timeout: 15_000 })).textContent).toBe(
      "2 people work in this workspace, but its owner's Free plan has one seat: everyone here stays, and nobody new can join.",
    );
  });

  it("says when the people in a workspace are more than its seats (seats lowered by the operator)", async () => {
    signInForTest();
    const others = [2, 3, 4].map((n) => ({ ...member, user_id: `u-${n}`, email: `m${n}@example.com` }));
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace": { status: 200, body: { ...workspace, seats: 3, members: [owner, ...others] } },
    });
    renderApp("/team");
    expect((await screen.findByTestId("seats", {}, { timeout: 15_000 })).textContent).toBe(
      "4 of 3 seats taken (members and open invitations). That is more than the Business plan's 3 seats: everyone here stays, but nobody new can join until enough seats are free.",
    );
  });
});
