import { expect, it } from "vitest";
import { insertCsvBatch } from "../../test/one-file-batch.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

describeEachDatabase("/batch/: paging as the history pages", {}, (t) => {
  const get = (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });

  it("keeps the newest 200 as the default answer, and reaches the older ones with the cursor", async () => {
    const { token, user } = await registerUser(t().app);
    const ids: string[] = [];
    for (let i = 0; i < 201; i++)
      ids.push(
        (await insertCsvBatch(t().database.db, user, [{ filename: `f${i}.pdf`, fileSize: 1, storageKey: `k${i}` }])).id,
      );
    await t()
      .database.db.updateTable("batches")
      .set({ created_at: new Date(Date.UTC(2026, 0, 1)) })
      .where("id", "=", ids[0]!)
      .execute(); // the first one is the oldest
    const page = await get("/api/v1/batch/", token);
    expect(page.statusCode).toBe(200);
    const first = page.json() as { id: string }[];
    expect(first).toHaveLength(200); // as GET /batch/ always answered
    expect(first.map((b) => b.id)).not.toContain(ids[0]);
    expect(page.headers["x-total-count"]).toBe("201");
    const cursor = page.headers["x-next-cursor"] as string;
    expect(cursor).toBeTruthy();
    const rest = await get(`/api/v1/batch/?cursor=${cursor}`, token);
    expect((rest.json() as { id: string }[]).map((b) => b.id)).toEqual([ids[0]]);
    expect(rest.headers["x-next-cursor"]).toBeUndefined();

    const small = await get("/api/v1/batch?limit=150&offset=100", token);
    expect((small.json() as unknown[]).length).toBe(101);
    const pages: string[] = [];
    let next: string | undefined = "";
    while (next !== undefined) {
      const answer = await get(`/api/v1/batch/?limit=90${next ? `&cursor=${next}` : ""}`, token);
      pages.push(...(answer.json() as { id: string }[]).map((b) => b.id));
      next = answer.headers["x-next-cursor"] as string | undefined;
    }
    expect(pages).toHaveLength(201);
    expect(new Set(pages).size).toBe(201);
    expect((await get("/api/v1/batch/?limit=501", token)).statusCode).toBe(422);
  });
});
