import { expect, it } from "vitest";
import { describeEachDatabase, registerUser } from "../test/test-app.js";
import { membershipOf } from "../workspaces/workspace-scope.js";
import { sessionUserAndWorkspace } from "./session-scope.js";
import { revokeSession } from "./sessions.js";

describeEachDatabase("a session's user and workspace in one query", {}, (t) => {
  it("reads the session's user row and the same workspace as membershipOf", async () => {
    const { db } = t().database;
    const { token, user } = await registerUser(t().app);
    const found = await sessionUserAndWorkspace(db, token);
    expect(found?.user).toEqual(await db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirst());
    expect(found?.workspace).toEqual(await membershipOf(db, user.id));
    expect(found?.workspace?.id).toBe(user.workspace_id);
  });

  it("has no workspace for an account without one, and nothing for a revoked or unknown token", async () => {
    const { db } = t().database;
    const { token, user } = await registerUser(t().app);
    await db.deleteFrom("workspace_members").where("user_id", "=", user.id).execute();
    const found = await sessionUserAndWorkspace(db, token);
    expect(found?.user.id).toBe(user.id);
    expect(found?.workspace).toBeUndefined();
    expect(await revokeSession(db, token)).toBe(true);
    expect(await sessionUserAndWorkspace(db, token)).toBeUndefined();
    expect(await sessionUserAndWorkspace(db, "not-a-token")).toBeUndefined();
  });
});
