import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signInForTest, signOutForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const preview = (status: "pending" | "accepted", email = testUser.email) => ({
  status: 200,
  body: {
    workspace_name: "Acme",
    invited_by: "Boss",
    email,
    role: "member",
    expires_at: "2026-12-31T00:00:00Z",
    status,
  },
});

describe("Join a team", () => {
  afterEach(() => signOutForTest());

  it("shows a signed-out visitor the invitation, with Create an account and Sign in", async () => {
    mockApi({ "GET /workspace/invitations/tok": preview("pending", "new@example.com") });
    renderApp("/team/join/tok");
    expect(
      await screen.findByText(
        "Create an account with new@example.com, or sign in to it, and you come back here to join.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("sends the invited account that used the link already to its team", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /workspace/invitations/tok": preview("accepted"),
    });
    renderApp("/team/join/tok");
    expect(await screen.findByText(/This invitation has already been used by/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the Team page" }).getAttribute("href")).toBe("/team");
  });
});
