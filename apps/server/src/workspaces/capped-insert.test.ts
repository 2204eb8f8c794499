import { expect, it } from "vitest";
import { AppError } from "../errors/index.js";
import { describeEachDatabase, registerUser } from "../test/test-app.js";
import { insertUnderCap, type WorkspaceCap } from "./capped-insert.js";

describeEachDatabase("insertUnderCap", {}, (t) => {
  /** The workspace a newly registered user is in (their own). */
  const workspaceOf = async (userId: string) =>
    (
      await t()
        .database.db.selectFrom("workspace_members")
        .select("workspace_id")
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).workspace_id;

  it("lets exactly the room left through when inserts arrive together", async () => {
    const { user } = await registerUser(t().app);
    const workspaceId = await workspaceOf(user.id);
    const cap: WorkspaceCap = {
      workspaceId,
      limit: 5,
      count: async (trx) => {
        const row = await trx
          .selectFrom("api_keys")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("workspace_id", "=", workspaceId)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      },
      refuse: () => new AppError(409, "too_many_api_keys", "full"),
      actor: { userId: user.id },
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        insertUnderCap(t().database.db, cap, (trx) =>
          trx
            .insertInto("api_keys")
            .values({
              user_id: user.id,
              workspace_id: workspaceId,
              name: `k${i}`,
              prefix: `c${String(i).padStart(11, "0")}`,
              last4: "abcd",
              hash: `c${i}`.padStart(64, "0"),
            })
            .returning("id")
            .executeTakeFirstOrThrow(),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(refusals).toHaveLength(15);
    for (const refusal of refusals) expect((refusal.reason as AppError).code).toBe("too_many_api_keys");
    expect(await cap.count(t().database.db)).toBe(5);
  });

  it("inserts nothing for someone no longer in the workspace, nor for a member where only admins may", async () => {
    const { user } = await registerUser(t().app);
    const workspaceId = await workspaceOf(user.id);
    let inserted = 0;
    const attempt = (actor: WorkspaceCap["actor"]) =>
      insertUnderCap(
        t().database.db,
        { workspaceId, limit: 5, count: async () => 0, refuse: () => new AppError(409, "full", "full"), actor },
        async () => ++inserted,
      ).then(
        () => undefined,
        (error: AppError) => [error.statusCode, error.code, error.message],
      );
    expect(await attempt({ userId: user.id, adminAction: "register webhooks" })).toBeUndefined();
    await t()
      .database.db.updateTable("workspace_members")
      .set({ role: "member" })
      .where("user_id", "=", user.id)
      .execute();
    expect(await attempt({ userId: user.id, adminAction: "register webhooks" })).toEqual([
      403,
      "workspace_role_required",
      "Only the workspace's owner or an admin can register webhooks",
    ]);
    await t().database.db.deleteFrom("workspace_members").where("user_id", "=", user.id).execute();
    expect(await attempt({ userId: user.id })).toEqual([
      403,
      "workspace_role_required",
      "You are no longer a member of this workspace",
    ]);
    expect(inserted).toBe(1);
  });
});
