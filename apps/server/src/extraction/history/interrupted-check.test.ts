import { expect, it } from "vitest";
import { describeEachDatabase, registerUser } from "../../test/test-app.js";
import { InterruptedCheck } from "./interrupted-check.js";

const BUDGET_MS = 60_000;

describeEachDatabase("settling abandoned extractions at most once per interval", {}, (t) => {
  /** An extraction left processing by a server that stopped long ago. */
  const abandoned = async (userId: string, workspaceId: string) =>
    (
      await t()
        .database.db.insertInto("extractions")
        .values({
          user_id: userId,
          workspace_id: workspaceId,
          filename: "abandoned.pdf",
          file_size: 1,
          storage_key: null,
          status: "processing",
          expires_at: new Date(Date.now() + 86_400_000),
          created_at: new Date(Date.now() - BUDGET_MS - 5 * 60_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const status = async (id: string) =>
    (await t().database.db.selectFrom("extractions").select("status").where("id", "=", id).executeTakeFirstOrThrow())
      .status;

  it("skips a workspace checked within the interval, checks it again after, and other workspaces at once", async () => {
    let now = 1_000_000;
    const check = new InterruptedCheck(t().database.db, BUDGET_MS, 5_000, () => now);
    const a = (await registerUser(t().app)).user;
    const b = (await registerUser(t().app)).user;

    const first = await abandoned(a.id, a.workspace_id);
    await check.before(a.workspace_id);
    expect(await status(first)).toBe("failed");

    const second = await abandoned(a.id, a.workspace_id);
    now += 4_000;
    await check.before(a.workspace_id);
    expect(await status(second)).toBe("processing");

    const other = await abandoned(b.id, b.workspace_id);
    await check.before(b.workspace_id);
    expect(await status(other)).toBe("failed");

    now += 1_000;
    await check.before(a.workspace_id);
    expect(await status(second)).toBe("failed");
  });
});
