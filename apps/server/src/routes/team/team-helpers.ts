import type { FastifyInstance } from "fastify";
import { bearer, registerUser } from "../../test/test-app.js";
import type { TestApp } from "../../test/test-app.js";

/** A registered account on `plan`. */
export async function accountOn(t: TestApp, plan = "free") {
  const account = await registerUser(t.app);
  if (plan !== "free")
    await t.database.db
      .updateTable("users")
      .set({ subscription_tier: plan })
      .where("id", "=", account.user.id)
      .execute();
  return account;
}

/** POST /workspace/invitations as `token`. */
export const invite = (app: FastifyInstance, token: string, email: string, role?: "admin" | "member") =>
  app.inject({
    method: "POST",
    url: "/api/v1/workspace/invitations",
    headers: bearer(token),
    payload: { email, ...(role ? { role } : {}) },
  });

/** The token at the end of an invite URL. */
export const tokenOf = (inviteUrl: string) => decodeURIComponent(inviteUrl.split("/team/join/")[1]!);

/** Invites a fresh account into `owner`'s workspace and has it accept; answers the new member. */
export async function joinedMember(t: TestApp, ownerToken: string, role: "admin" | "member" = "member") {
  const member = await registerUser(t.app);
  const invited = await invite(t.app, ownerToken, member.email, role);
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/v1/workspace/invitations/${encodeURIComponent(tokenOf(invited.json().invite_url))}/accept`,
    headers: bearer(member.token),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return member;
}
