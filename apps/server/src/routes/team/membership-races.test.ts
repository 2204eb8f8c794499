import { expect, it } from "vitest";
import { sql } from "kysely";
import { bearer, describeEachDatabase, registerUser, uniqueEmail } from "../../test/test-app.js";
import { accountOn, invite, joinedMember, tokenOf } from "./team-helpers.js";

/**
 * Two changes of one person's membership at once. On PostgreSQL they run side by side (on the
 * embedded database one after the other), so each case is tried a few times: before the changes
 * were serialised, two acceptances (or a removal and an acceptance) both read the same membership
 * and the second failed with a 500, and a role change beside a transfer left the workspace
 * without an owner.
 */
describeEachDatabase("/workspace: membership changes that arrive together", {}, (t) => {
  const call = (method: "GET" | "POST" | "DELETE" | "PATCH", url: string, token: string, payload?: object) =>
    t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const accept = (inviteUrl: string, token: string) =>
    call("POST", `/workspace/invitations/${encodeURIComponent(tokenOf(inviteUrl))}/accept`, token);
  const membershipsOf = (userId: string) =>
    t()
      .database.db.selectFrom("workspace_members")
      .select(["workspace_id", "role"])
      .where("user_id", "=", userId)
      .execute();
  const ROUNDS = 5;

  it("two invitations accepted at once: both answered without a 500, the person ends in one of them", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await accountOn(t(), "business");
      const b = await accountOn(t(), "business");
      const guest = await registerUser(t().app);
      const toA = (await invite(t().app, a.token, guest.email)).json().invite_url as string;
      const toB = (await invite(t().app, b.token, guest.email)).json().invite_url as string;
      const answers = await Promise.all([accept(toA, guest.token), accept(toB, guest.token)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const memberships = await membershipsOf(guest.user.id);
      expect(memberships).toHaveLength(1);
      expect([a.user.workspace_id, b.user.workspace_id]).toContain(memberships[0]!.workspace_id);
      expect((await call("GET", "/workspace", guest.token)).json().id).toBe(memberships[0]!.workspace_id);
    }
  });

  it("removed from one team, or leaving it, while accepting another: no 500, one membership, the team's keys revoked", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const how of ["removed", "leaves"] as const) {
        const a = await accountOn(t(), "business");
        const b = await accountOn(t(), "business");
        const guest = await joinedMember(t(), a.token);
        const key = (await call("POST", "/api-keys", guest.token, { name: "team A" })).json().key as string;
        const toB = (await invite(t().app, b.token, guest.email)).json().invite_url as string;
        const [out, joined] = await Promise.all([
          how === "removed"
            ? call("DELETE", `/workspace/members/${guest.user.id}`, a.token)
            : call("POST", "/workspace/leave", guest.token),
          accept(toB, guest.token),
        ]);
        // the removal or the leaving may find them already gone to team B (404); the acceptance always succeeds
        expect([200, 404]).toContain(out.statusCode);
        expect([how, joined.statusCode]).toEqual([how, 200]);
        const memberships = await membershipsOf(guest.user.id);
        expect(memberships).toHaveLength(1);
        expect(memberships[0]!.workspace_id).toBe(b.user.workspace_id);
        expect((await call("GET", "/workspace", key)).statusCode).toBe(401);
      }
    }
  });

  it("an owner joining another team while someone accepts their invitation: never a workspace without its owner", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await accountOn(t(), "business");
      const other = await accountOn(t(), "business");
      const guest = await registerUser(t().app);
      const toOwner = (await invite(t().app, owner.token, guest.email, "admin")).json().invite_url as string;
      const toOther = (await invite(t().app, other.token, owner.email)).json().invite_url as string;
      const [ownerGoes, guestComes] = await Promise.all([accept(toOther, owner.token), accept(toOwner, guest.token)]);
      // either the guest came first and the owner must transfer before leaving (409),
      // or the owner left first and took the invitation with them (404)
      expect([
        [200, 404],
        [409, 200],
      ]).toContainEqual([ownerGoes.statusCode, guestComes.statusCode]);
      const [guestIn] = await membershipsOf(guest.user.id);
      const ownerIn = (await membershipsOf(owner.user.id)).map((m) => m.workspace_id);
      if (guestIn!.workspace_id === owner.user.workspace_id) expect(ownerIn).toEqual([owner.user.workspace_id]);
      else expect(guestIn!.workspace_id).toBe(guest.user.workspace_id);
    }
  });

  it("a team action asked for by an admin made a member meanwhile is refused, not made after it", async () => {
    // PostgreSQL only: the embedded database runs one transaction at a time, so no request can wait on the lock
    if (t().database.kind !== "postgres") return;
    const { db } = t().database;
    const owner = await accountOn(t(), "business");
    const admin = await joinedMember(t(), owner.token, "admin");
    const member = await joinedMember(t(), owner.token);
    const workspaceId = owner.user.workspace_id;
    const hook = (
      await call("POST", "/webhooks", owner.token, { url: "https://8.8.8.8/hooks", events: ["batch.completed"] })
    ).json().id as string;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const actions = {
      remove: () => call("DELETE", `/workspace/members/${member.user.id}`, admin.token),
      "change a role": () => call("PATCH", `/workspace/members/${member.user.id}`, admin.token, { role: "admin" }),
      invite: () => invite(t().app, admin.token, uniqueEmail()),
      "cancel an invitation": async () => {
        const open = (await invite(t().app, owner.token, uniqueEmail())).json().id as string;
        return call("DELETE", `/workspace/invitations/${open}`, admin.token);
      },
      "change a webhook": () => call("PATCH", `/webhooks/${hook}`, admin.token, { url: "https://1.1.1.1/elsewhere" }),
      "delete a webhook": () => call("DELETE", `/webhooks/${hook}`, admin.token),
      rename: () => call("PATCH", "/workspace", admin.token, { name: "Renamed" }),
      "upload a logo": () =>
        t().app.inject({
          method: "PUT",
          url: "/api/v1/workspace/logo",
          headers: { ...bearer(admin.token), "content-type": "image/png" },
          payload: png,
        }),
    };
    for (const [what, action] of Object.entries(actions)) {
      await db.updateTable("workspace_members").set({ role: "admin" }).where("user_id", "=", admin.user.id).execute();
      let answer: ReturnType<typeof action> | undefined;
      // the owner's demotion holds the workspace's lock, as a role change does, while the admin's request arrives
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom("workspaces").select("id").where("id", "=", workspaceId).forUpdate().execute();
        answer = action();
        await waitUntilARequestWaitsForTheLock();
        await trx
          .updateTable("workspace_members")
          .set({ role: "member" })
          .where("user_id", "=", admin.user.id)
          .execute();
      });
      const response = await answer!;
      expect([what, response.statusCode, response.json().code]).toEqual([what, 403, "workspace_role_required"]);
    }
    expect(await membershipsOf(member.user.id)).toEqual([{ workspace_id: workspaceId, role: "member" }]);
    // only the invitation the owner made stands, and the webhook, name and logo are as they were
    const after = (await call("GET", "/workspace", owner.token)).json();
    expect(after.invitations).toHaveLength(1);
    // never given a name or logo: still no brand of its own
    expect(after.brand).toBeNull();
    expect(after.name).not.toBe("Renamed");
    expect((await call("GET", `/webhooks/${hook}`, owner.token)).json().url).toBe("https://8.8.8.8/hooks");

    // an owner who handed the workspace on meanwhile (a transfer sent twice) hands on nothing more
    let second: ReturnType<typeof call> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("workspaces").select("id").where("id", "=", workspaceId).forUpdate().execute();
      second = call("POST", "/workspace/transfer", owner.token, { user_id: member.user.id });
      await waitUntilARequestWaitsForTheLock();
      // what a first transfer to the admin does
      await trx.updateTable("workspace_members").set({ role: "admin" }).where("user_id", "=", owner.user.id).execute();
      await trx.updateTable("workspace_members").set({ role: "owner" }).where("user_id", "=", admin.user.id).execute();
      await trx.updateTable("workspaces").set({ owner_id: admin.user.id }).where("id", "=", workspaceId).execute();
    });
    expect((await second!).statusCode).toBe(403);
    expect(await membershipsOf(admin.user.id)).toEqual([{ workspace_id: workspaceId, role: "owner" }]);
    expect(await membershipsOf(member.user.id)).toEqual([{ workspace_id: workspaceId, role: "member" }]);

    async function waitUntilARequestWaitsForTheLock() {
      for (let i = 0; i < 200; i++) {
        const { rows } = await sql<{ n: string }>`
          select count(*) as n from pg_stat_activity
          where wait_event_type = 'Lock' and query ilike '%from "workspaces"%for update%'`.execute(db);
        if (Number(rows[0]!.n) > 0) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error("no request came to wait for the workspace's lock");
    }
  });

  it("a role change arriving with a transfer to the same person never leaves the workspace without its owner", async () => {
    for (let round = 0; round < ROUNDS * 4; round++) {
      const owner = await accountOn(t(), "business");
      const member = await joinedMember(t(), owner.token);
      const [transfer, role] = await Promise.all([
        call("POST", "/workspace/transfer", owner.token, { user_id: member.user.id }),
        call("PATCH", `/workspace/members/${member.user.id}`, owner.token, { role: "admin" }),
      ]);
      expect(transfer.statusCode).toBe(200);
      // before the transfer: 200 (then transferred); after it: the new owner's role is fixed
      expect([200, 409]).toContain(role.statusCode);
      const workspace = await t()
        .database.db.selectFrom("workspaces")
        .select("owner_id")
        .where("id", "=", owner.user.workspace_id)
        .executeTakeFirstOrThrow();
      expect(workspace.owner_id).toBe(member.user.id);
      const owners = (await call("GET", "/workspace", member.token))
        .json()
        .members.filter((m: { role: string }) => m.role === "owner");
      expect(owners.map((m: { user_id: string }) => m.user_id)).toEqual([member.user.id]);
    }
  });

  it("API keys asked for while their maker is being removed never outlive the removal, not even after an invitation back", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await accountOn(t(), "business");
      const member = await joinedMember(t(), owner.token);
      const asked = Array.from({ length: 4 }, (_, i) => call("POST", "/api-keys", member.token, { name: `k${i}` }));
      const removed = call("DELETE", `/workspace/members/${member.user.id}`, owner.token);
      const answers = await Promise.all(asked);
      expect((await removed).statusCode).toBe(200);
      for (const answer of answers) expect([201, 403]).toContain(answer.statusCode);
      const again = (await invite(t().app, owner.token, member.email)).json().invite_url as string;
      expect((await accept(again, member.token)).statusCode).toBe(200);
      for (const answer of answers.filter((a) => a.statusCode === 201))
        expect((await call("GET", "/workspace", answer.json().key as string)).statusCode).toBe(401);
    }
  });
});
