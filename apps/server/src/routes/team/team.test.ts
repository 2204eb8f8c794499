import { expect, it } from "vitest";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

describeEachDatabase("/workspace", {}, (t) => {
  const get = (token: string) => t().app.inject({ method: "GET", url: "/api/v1/workspace", headers: bearer(token) });

  it("gives every new account a personal workspace it owns, with its plan's seats", async () => {
    const { token, user, email } = await registerUser(t().app);
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ name: "Test User's workspace", plan: "free", seats: 1, role: "owner" });
    expect(body.id).toBe(user.workspace_id);
    expect(body.members).toEqual([
      { user_id: user.id, email, full_name: "Test User", role: "owner", joined_at: expect.any(String) },
    ]);
    expect((await get(token)).json().id).toBe(body.id); // the same one every time

    await t()
      .database.db.updateTable("users")
      .set({ subscription_tier: "business" })
      .where("id", "=", user.id)
      .execute();
    expect((await get(token)).json()).toMatchObject({ plan: "business", seats: 5 });
  });

  it("is the key's workspace for an API key", async () => {
    const { token, user } = await registerUser(t().app);
    const key = (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: bearer(token),
        payload: { name: "script" },
      })
    ).json().key as string;
    const response = await get(key);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.workspace_id);
  });

  it("makes a workspace for an account that has none yet (created before workspaces, or by another sign-up path)", async () => {
    const { token, user } = await registerUser(t().app);
    await t().database.db.deleteFrom("workspace_members").where("user_id", "=", user.id).execute();
    const again = await get(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().role).toBe("owner");
    // the workspace it owns and nobody is in is taken back, not a new one
    expect(again.json().id).toBe(user.workspace_id);
  });

  it("needs a signed-in user", async () => {
    expect((await t().app.inject({ method: "GET", url: "/api/v1/workspace" })).statusCode).toBe(401);
  });
});
