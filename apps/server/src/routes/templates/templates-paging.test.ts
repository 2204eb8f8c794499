import { expect, it } from "vitest";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/templates";

describeEachDatabase("/templates: paging as the history pages", {}, (t) => {
  const get = (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });
  const names = (answer: { templates: { name: string }[] }) => answer.templates.map((x) => x.name);

  it("answers every template by default, and pages by limit, offset and cursor", async () => {
    const { token } = await registerUser(t().app);
    for (const name of ["a", "b", "c", "d", "e"])
      expect(
        (await t().app.inject({ method: "POST", url: BASE, headers: bearer(token), payload: { name } })).statusCode,
      ).toBe(201);
    const all = (await get(BASE, token)).json();
    expect(names(all)).toEqual(["e", "d", "c", "b", "a"]); // the most recently saved first, as before
    expect(all).toMatchObject({ total: 5, next_cursor: null });

    const first = (await get(`${BASE}?limit=2`, token)).json();
    expect([names(first), first.total]).toEqual([["e", "d"], 5]);
    expect(typeof first.next_cursor).toBe("string");
    // a template saved between two pages is not on the later ones: nothing repeats or is skipped
    await t().app.inject({ method: "POST", url: BASE, headers: bearer(token), payload: { name: "f" } });
    const second = (await get(`${BASE}?limit=2&cursor=${first.next_cursor}`, token)).json();
    expect([names(second), second.total]).toEqual([["c", "b"], 6]);
    const last = (await get(`${BASE}?limit=2&cursor=${second.next_cursor}`, token)).json();
    expect([names(last), last.next_cursor]).toEqual([["a"], null]);
    expect(names((await get(`${BASE}?limit=2&offset=3`, token)).json())).toEqual(["c", "b"]);
  });

  it("refuses a limit out of range and a cursor it did not make with 422 naming them", async () => {
    const { token } = await registerUser(t().app);
    for (const [query, detail] of [
      ["limit=0", "limit must be a whole number from 1 to 500"],
      ["limit=501", "limit must be a whole number from 1 to 500"],
      ["limit=x", "limit must be a whole number from 1 to 500"],
      ["limit=1e2", "limit must be a whole number from 1 to 500"],
      ["offset=-1", "offset must be a whole number from 0 to 999999999"],
      ["cursor=bm9wZQ", "cursor is not a cursor this server returned"],
    ]) {
      const answer = await get(`${BASE}?${query}`, token);
      expect([query, answer.statusCode, answer.json().code]).toEqual([query, 422, "validation_failed"]);
      expect(answer.json().detail.startsWith(detail)).toBe(true);
    }
  });
});
