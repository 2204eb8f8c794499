import { expect, it } from "vitest";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/extractions";

interface Page {
  items: { id: string; filename: string }[];
  total: number;
  next_cursor: string | null;
}

describeEachDatabase("GET /extractions: keyset paging with next_cursor", {}, (t) => {
  const get = async (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });

  /** A history with the ties paging must get right: equal timestamps, equal names in other cases, unscored runs. */
  async function seed(): Promise<{ token: string; workspaceId: string; userId: string }> {
    const { user, token } = await registerUser(t().app);
    const tied = new Date("2026-03-01T10:00:00.123456Z");
    await t()
      .database.db.insertInto("extractions")
      .values(
        Array.from({ length: 13 }, (_, i) => ({
          user_id: user.id,
          workspace_id: user.workspace_id,
          filename: ["Report.pdf", "report.pdf", "Ärger.pdf", "b.pdf"][i % 4]!,
          file_size: 1,
          storage_key: null,
          status: i % 5 === 4 ? ("failed" as const) : ("completed" as const),
          table_count: 1,
          average_confidence: i % 3 === 0 ? null : [0.5, 0.9][i % 2]!,
          // five rows share one timestamp to the microsecond; the others are a second apart
          created_at: i < 5 ? tied : new Date(tied.getTime() + i * 1000),
          expires_at: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();
    return { token, workspaceId: user.workspace_id, userId: user.id };
  }

  /** Follows next_cursor from the first page to the last. */
  async function walk(query: string, token: string, limit: number): Promise<{ ids: string[]; totals: number[] }> {
    const ids: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const url: string = `${BASE}?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const response = await get(url, token);
      expect(response.statusCode).toBe(200);
      const page = response.json<Page>();
      ids.push(...page.items.map((i) => i.id));
      totals.push(page.total);
      if (page.next_cursor === null) return { ids, totals };
      expect(page.items).toHaveLength(limit);
      cursor = page.next_cursor;
    }
    throw new Error("next_cursor never ended");
  }

  it("walks every sort and filter page by page in the order of one long page, each item once", async () => {
    const { token } = await seed();
    for (const query of [
      "sort=newest",
      "sort=oldest",
      "sort=filename",
      "sort=confidence",
      "status=completed&sort=confidence",
      "search=report&sort=filename",
    ]) {
      const whole = (await get(`${BASE}?${query}&limit=500`, token)).json<Page>();
      expect(whole.next_cursor).toBeNull();
      for (const limit of [1, 2, 5]) {
        const { ids, totals } = await walk(query, token, limit);
        expect(ids, `${query}, ${limit} a page`).toEqual(whole.items.map((i) => i.id));
        // the total counts every match on every page, not the items after the cursor
        expect(new Set(totals)).toEqual(new Set([whole.total]));
      }
    }
  });

  it("continues after the same item when newer extractions arrive between pages", async () => {
    const { token, workspaceId, userId } = await seed();
    const first = (await get(`${BASE}?limit=4`, token)).json<Page>();
    await t()
      .database.db.insertInto("extractions")
      .values({
        user_id: userId,
        workspace_id: workspaceId,
        filename: "newer.pdf",
        file_size: 1,
        storage_key: null,
        status: "completed",
        table_count: 1,
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const second = (await get(`${BASE}?limit=4&cursor=${first.next_cursor}`, token)).json<Page>();
    const whole = (await get(`${BASE}?limit=500`, token)).json<Page>();
    const ids = whole.items.map((i) => i.id);
    // the newest item is the new one; the second page starts right after the first page's last item
    expect(whole.items[0]!.filename).toBe("newer.pdf");
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(5, 9));
    expect(second.total).toBe(14);
  });

  it("gives next_cursor null on the last page and on an empty history, and refuses a foreign or other-sort cursor", async () => {
    const { token } = await registerUser(t().app);
    const empty = (await get(BASE, token)).json<Page>();
    expect(empty).toMatchObject({ items: [], total: 0, next_cursor: null });
    const seeded = await seed();
    const page = (await get(`${BASE}?limit=3&sort=oldest`, seeded.token)).json<Page>();
    expect(page.next_cursor).toEqual(expect.any(String));
    expect((await get(`${BASE}?limit=3&sort=newest&cursor=${page.next_cursor}`, seeded.token)).statusCode).toBe(422);
    const forged = (content: string) => Buffer.from(content).toString("base64url");
    const zeroId = "00000000-0000-0000-0000-000000000000";
    for (const [sort, bad] of [
      ["oldest", "not-a-cursor"],
      ["oldest", forged('{"sort":"oldest","keys":[1,2]}')],
      // the right types, but values the database cannot read as a time, an id or text
      ["oldest", forged('{"sort":"oldest","keys":["yesterday","x"]}')],
      ["oldest", forged(`{"sort":"oldest","keys":["2026-01-01T00:00:00.000Z","not-an-id"]}`)],
      ["oldest", forged(`{"sort":"oldest","keys":["2026-02-31T00:00:00+00:00","${zeroId}"]}`)],
      ["filename", forged(`{"sort":"filename","keys":["a\\u0000b","2026-01-01T00:00:00Z","${zeroId}"]}`)],
    ])
      expect((await get(`${BASE}?sort=${sort}&cursor=${bad}`, seeded.token)).statusCode).toBe(422);
    // a well-formed cursor, even one the server did not make, reads as a place in the list
    const made = forged(`{"sort":"oldest","keys":["2026-01-01T00:00:00Z","${zeroId}"]}`);
    expect((await get(`${BASE}?sort=oldest&cursor=${made}`, seeded.token)).statusCode).toBe(200);
  });
});
