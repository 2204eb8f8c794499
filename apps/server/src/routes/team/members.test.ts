import { expect, it } from "vitest";
import { bearer, describeEachDatabase, registerUser, uniqueEmail } from "../../test/test-app.js";
import { accountOn, joinedMember } from "./team-helpers.js";

describeEachDatabase("/workspace members: remove, leave, roles, transfer, account deletion", {}, (t) => {
  const call = (method: "GET" | "POST" | "DELETE" | "PATCH", url: string, token: string, payload?: object) =>
    t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const workspaceOf = async (token: string) => (await call("GET", "/workspace", token)).json();

  it("removes a member at once: their session falls back to their own workspace and their keys stop", async () => {
    const owner = await accountOn(t(), "business");
    const member = await joinedMember(t(), owner.token);
    const key = (await call("POST", "/api-keys", member.token, { name: "member script" })).json().key as string;
    expect((await call("GET", "/workspace", key)).json().id).toBe(owner.user.workspace_id);

    expect((await call("DELETE", `/workspace/members/${member.user.id}`, owner.token)).json()).toEqual({
      success: true,
    });
    const after = await workspaceOf(member.token);
    expect(after.id).toBe(member.user.workspace_id); // their personal workspace, taken back
    expect(after.role).toBe("owner");
    expect((await call("GET", "/workspace", key)).statusCode).toBe(401);
    expect((await workspaceOf(owner.token)).members.map((m: { email: string }) => m.email)).toEqual([owner.email]);
    expect((await call("DELETE", `/workspace/members/${member.user.id}`, owner.token)).statusCode).toBe(404);
  });

  it("lets admins remove and change roles, never the owner; members can do neither", async () => {
    const owner = await accountOn(t(), "business");
    const admin = await joinedMember(t(), owner.token, "admin");
    const member = await joinedMember(t(), owner.token);
    const byMember = await call("DELETE", `/workspace/members/${admin.user.id}`, member.token);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe("workspace_role_required");
    const ownerGone = await call("DELETE", `/workspace/members/${owner.user.id}`, admin.token);
    expect(ownerGone.statusCode).toBe(409);
    expect(ownerGone.json().code).toBe("owner_cannot_be_removed");
    expect(
      (await call("PATCH", `/workspace/members/${member.user.id}`, admin.token, { role: "admin" })).statusCode,
    ).toBe(200);
    expect((await workspaceOf(member.token)).role).toBe("admin");
    expect(
      (await call("PATCH", `/workspace/members/${owner.user.id}`, admin.token, { role: "member" })).json().code,
    ).toBe("owner_role_fixed");
    expect((await call("DELETE", `/workspace/members/${member.user.id}`, admin.token)).statusCode).toBe(200);
    expect((await call("DELETE", "/workspace/members/not-a-uuid", admin.token)).statusCode).toBe(404);
  });

  it("changes who is in the workspace, and with what role, only with a session: a leaked API key cannot take it over", async () => {
    const owner = await accountOn(t(), "business");
    const member = await joinedMember(t(), owner.token);
    const ownerKey = (await call("POST", "/api-keys", owner.token, { name: "ci" })).json().key as string;
    const memberKey = (await call("POST", "/api-keys", member.token, { name: "script" })).json().key as string;
    const open = (await call("POST", "/workspace/invitations", owner.token, { email: uniqueEmail() })).json().id;
    // with the owner's key, someone could invite themself as an admin, make their account the owner and remove the real one
    const refused = [
      await call("POST", "/workspace/invitations", ownerKey, { email: uniqueEmail(), role: "admin" }),
      await call("DELETE", `/workspace/invitations/${open}`, ownerKey),
      await call("PATCH", `/workspace/members/${member.user.id}`, ownerKey, { role: "admin" }),
      await call("POST", "/workspace/transfer", ownerKey, { user_id: member.user.id }),
      await call("DELETE", `/workspace/members/${member.user.id}`, ownerKey),
      await call("POST", "/workspace/leave", memberKey),
      await call("DELETE", `/workspace/members/${member.user.id}`, memberKey),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("session_required");
      expect(response.json().detail).toContain("sign in");
    }
    const after = await workspaceOf(owner.token);
    expect(after.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      [member.email, "member"],
    ]);
    expect(after.invitations.map((i: { id: string }) => i.id)).toEqual([open]);
    // reading the workspace stays open to keys
    expect((await call("GET", "/workspace", ownerKey)).statusCode).toBe(200);
  });

  it("lets a member leave, and an owner only after a transfer; the former owner stays as an admin", async () => {
    const owner = await accountOn(t(), "business");
    const member = await joinedMember(t(), owner.token);
    const left = await call("POST", "/workspace/leave", member.token);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ id: member.user.workspace_id, role: "owner" });

    const next = await joinedMember(t(), owner.token);
    const ownerLeaves = await call("POST", "/workspace/leave", owner.token);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().code).toBe("transfer_ownership_first");
    expect((await call("POST", "/workspace/transfer", next.token, { user_id: owner.user.id })).json().code).toBe(
      "workspace_role_required",
    );
    expect((await call("POST", "/workspace/transfer", owner.token, { user_id: next.user.id })).json()).toEqual({
      success: true,
    });
    const seen = await workspaceOf(owner.token);
    expect(seen.role).toBe("admin");
    expect(seen.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [next.email, "owner"],
      [owner.email, "admin"],
    ]);
    // the workspace now has the new owner's plan (free: one seat, so no new invitations)
    expect(seen).toMatchObject({ plan: "free", seats: 1 });
    expect((await call("POST", "/workspace/leave", owner.token)).statusCode).toBe(200);
    expect((await workspaceOf(owner.token)).members).toHaveLength(1);

    const alone = await registerUser(t().app);
    expect((await call("POST", "/workspace/leave", alone.token)).json().code).toBe("not_in_team");
  });

  it("asks an owner with members to transfer before deleting the account", async () => {
    const owner = await accountOn(t(), "business");
    const member = await joinedMember(t(), owner.token);
    const refused = await call("DELETE", "/account", owner.token, { password: owner.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("transfer_ownership_first");
    expect((await call("GET", "/auth/verify", owner.token)).statusCode).toBe(200);
    await call("POST", "/workspace/transfer", owner.token, { user_id: member.user.id });
    expect((await call("DELETE", "/account", owner.token, { password: owner.password })).statusCode).toBe(200);
    const kept = await workspaceOf(member.token);
    expect(kept).toMatchObject({ id: owner.user.workspace_id, role: "owner" });
    expect(kept.members).toHaveLength(1);
  });

  it("renames the workspace (owner and admins)", async () => {
    const owner = await accountOn(t(), "business");
    const member = await joinedMember(t(), owner.token);
    expect((await call("PATCH", "/workspace", member.token, { name: "Mine" })).statusCode).toBe(403);
    const renamed = await call("PATCH", "/workspace", owner.token, { name: "  Finance team " });
    expect(renamed.json().name).toBe("Finance team");
    expect((await workspaceOf(member.token)).name).toBe("Finance team");
  });
});
