import { afterAll, beforeAll, expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { accountOn, joinedMember } from "../routes/team/team-helpers.js";
import { upload } from "../test/extraction-helpers.js";
import { multipartFiles } from "../test/multipart.js";
import { ruledPagesPdf } from "../test/ruled-pages.fixture.js";
import { bearer, describeEachDatabase, type TestApp } from "../test/test-app.js";
import { startWebhookReceiver } from "../test/webhook-receiver.js";

const BASE = "/api/v1/webhooks";
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: "true",
  WEBHOOK_RETRY_BASE_SECONDS: "1",
  WEBHOOK_MAX_ATTEMPTS: "2",
  EXTRACTION_THREADS: "1",
};

describeEachDatabase("webhooks belong to the workspace", { env: ENV }, (t) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const register = (token: string, events: string[]) => call("POST", BASE, token, { url: receiver.url, events });

  /** A Business owner with an admin and a member in their workspace, and one endpoint of the workspace. */
  async function team(app: TestApp, events = ["extraction.completed", "extraction.failed"]) {
    const owner = await accountOn(app, "business");
    const admin = await joinedMember(app, owner.token, "admin");
    const member = await joinedMember(app, owner.token, "member");
    const created = await register(owner.token, events);
    expect(created.statusCode).toBe(201);
    return { owner, admin, member, hook: created.json() as { id: string; secret: string } };
  }

  it("members read the workspace's endpoints; only the owner and admins change them, test them and read deliveries (403 workspace_role_required)", async () => {
    const { owner, admin, member, hook } = await team(t());
    // every member sees the same list, without secrets
    for (const who of [owner, admin, member]) {
      const list = (await call("GET", BASE, who.token)).json();
      expect(list.webhooks.map((w: { id: string }) => w.id)).toEqual([hook.id]);
      expect(JSON.stringify(list)).not.toContain(hook.secret);
      expect((await call("GET", `${BASE}/${hook.id}`, who.token)).statusCode).toBe(200);
    }
    // the address itself may be a receiver's credential: the owner and admins see it whole, members its origin only
    const origin = new URL(receiver.url).origin;
    for (const [who, url] of [
      [owner, receiver.url],
      [admin, receiver.url],
      [member, `${origin}/…`],
    ] as const) {
      expect((await call("GET", BASE, who.token)).json().webhooks[0].url).toBe(url);
      expect((await call("GET", `${BASE}/${hook.id}`, who.token)).json().url).toBe(url);
    }
    for (const [method, path, payload] of [
      ["POST", "", { url: receiver.url, events: ["batch.completed"] }],
      ["PATCH", `/${hook.id}`, { enabled: false }],
      ["POST", `/${hook.id}/test`, undefined],
      ["GET", `/${hook.id}/deliveries`, undefined],
      ["DELETE", `/${hook.id}`, undefined],
    ] as const) {
      const refused = await call(method, `${BASE}${path}`, member.token, payload);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json().code).toBe("workspace_role_required");
    }
    // an admin may do all of it
    const second = await register(admin.token, ["batch.completed"]);
    expect(second.statusCode).toBe(201);
    expect((await call("POST", `${BASE}/${hook.id}/test`, admin.token)).statusCode).toBe(202);
    expect((await call("GET", `${BASE}/${hook.id}/deliveries`, admin.token)).json().deliveries).toHaveLength(1);
    expect((await call("PATCH", `${BASE}/${second.json().id}`, admin.token, { enabled: false })).json().enabled).toBe(
      false,
    );
    expect((await call("DELETE", `${BASE}/${second.json().id}`, admin.token)).statusCode).toBe(200);
    // the endpoint outlives the admin who registered it
    const third = (await register(admin.token, ["batch.failed"])).json();
    expect((await call("DELETE", `/api/v1/workspace/members/${admin.user.id}`, owner.token)).statusCode).toBe(200);
    expect((await call("GET", BASE, owner.token)).json().webhooks.map((w: { id: string }) => w.id)).toEqual([
      hook.id,
      third.id,
    ]);
  });

  it("another workspace's admin and a removed member get 404 on every route", async () => {
    const { owner, member, hook } = await team(t());
    const stranger = await accountOn(t(), "business");
    expect((await call("DELETE", `/api/v1/workspace/members/${member.user.id}`, owner.token)).statusCode).toBe(200);
    for (const who of [stranger, member]) {
      expect((await call("GET", BASE, who.token)).json().webhooks).toEqual([]);
      for (const [method, path, payload] of [
        ["GET", "", undefined],
        ["PATCH", "", { enabled: false }],
        ["DELETE", "", undefined],
        ["GET", "/deliveries", undefined],
        ["POST", "/test", undefined],
      ] as const) {
        const response = await call(method, `${BASE}/${hook.id}${path}`, who.token, payload);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.json().code).toBe("not_found");
      }
    }
    expect((await call("GET", `${BASE}/${hook.id}`, owner.token)).json().enabled).toBe(true);
  });

  it("a member's extraction, and its re-extraction, go to the workspace's endpoints", async () => {
    const { member, hook } = await team(t());
    const response = await upload(t().app, "/api/v1/pdf/extract-info", member.token, {
      name: "four.pdf",
      data: ruledPagesPdf(4),
    });
    expect(response.statusCode).toBe(200);
    const id = response.json().extraction_id as string;
    const [first] = await receiver.waitFor(1, (h) => h.body.includes(id));
    expect(first!.headers["pdftab-event"]).toBe("extraction.completed");
    expect(JSON.parse(first!.body).data).toMatchObject({ id, status: "completed", reextraction: false });

    const again = await call("POST", `/api/v1/extractions/${id}/reextract`, member.token, { method: "stream" });
    expect(again.statusCode).toBe(200);
    const both = await receiver.waitFor(2, (h) => h.body.includes(id));
    expect(both[1]!.headers["pdftab-event"]).toBe("extraction.completed");
    expect(JSON.parse(both[1]!.body).data).toMatchObject({
      id,
      status: "completed",
      reextraction: true,
      page_count: 4,
      table_count: again.json().table_count,
      error: null,
    });
    // a refused re-extraction is not a run and is not announced
    expect((await call("POST", `/api/v1/extractions/${id}/reextract`, member.token, { pages: "9" })).statusCode).toBe(
      422,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received.filter((h) => h.body.includes(id))).toHaveLength(2);
    const logged = await call("GET", `${BASE}/${hook.id}/deliveries`, member.token);
    expect(logged.statusCode).toBe(403);
  });

  it("nothing goes to a workspace whose owner's plan lacks webhooks, even when a member's own plan has them", async () => {
    const owner = await accountOn(t(), "business");
    const member = await joinedMember(t(), owner.token);
    await register(owner.token, ["extraction.completed"]);
    await t()
      .database.db.updateTable("users")
      .set({ subscription_tier: "pro" })
      .where("id", "=", owner.user.id)
      .execute();
    await t()
      .database.db.updateTable("users")
      .set({ subscription_tier: "enterprise" })
      .where("id", "=", member.user.id)
      .execute();
    const id = (
      await upload(t().app, "/api/v1/extractions", member.token, { name: "two.pdf", data: twoTablesPdf().bytes })
    ).json().id as string;
    await new Promise((r) => setTimeout(r, 2500));
    expect(receiver.received.filter((h) => h.body.includes(id))).toEqual([]);
  });
});

// no batch worker in this process, so the files are still pending when the cancel comes (the test app opens its own
// database; DATABASE_URL only satisfies the configuration check that BATCH_WORKERS=false needs a shared database)
const NO_WORKERS = { ...ENV, BATCH_WORKERS: "false", DATABASE_URL: "postgres://unused.invalid/pdftab" };

describeEachDatabase("a cancelled batch and webhooks", { env: NO_WORKERS }, (t) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it("sends batch.cancelled once, with its counts, and no extraction.failed for its files", async () => {
    const owner = await accountOn(t(), "business");
    const member = await joinedMember(t(), owner.token);
    const events = ["extraction.completed", "extraction.failed", "batch.completed", "batch.failed", "batch.cancelled"];
    const hook = (
      await t().app.inject({
        method: "POST",
        url: BASE,
        headers: bearer(owner.token),
        payload: { url: receiver.url, events },
      })
    ).json();
    const body = multipartFiles(
      [
        { field: "files", name: "a.pdf", data: twoTablesPdf().bytes },
        { field: "files", name: "b.pdf", data: twoTablesPdf().bytes },
      ],
      { format: "json" },
    );
    const started = await t().app.inject({
      method: "POST",
      url: "/api/v1/batch/create",
      headers: { ...bearer(member.token), ...body.headers },
      payload: body.payload,
    });
    expect(started.statusCode).toBe(200);
    const batchId = started.json().batch_id as string;
    const cancelled = await t().app.inject({
      method: "POST",
      url: `/api/v1/batch/${batchId}/cancel`,
      headers: bearer(member.token),
    });
    expect(cancelled.json()).toMatchObject({ success: true });

    const [announced] = await receiver.waitFor(1, (h) => h.body.includes(batchId));
    expect(announced!.headers["pdftab-event"]).toBe("batch.cancelled");
    const data = JSON.parse(announced!.body).data;
    expect(data).toMatchObject({
      object: "batch",
      id: batchId,
      status: "cancelled",
      total_files: 2,
      successful_files: 0,
      failed_files: 0,
    });
    expect(data.urls).not.toHaveProperty("download");
    // a second cancel changes nothing and announces nothing
    await t().app.inject({ method: "POST", url: `/api/v1/batch/${batchId}/cancel`, headers: bearer(member.token) });
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.received.filter((h) => h.body.includes(batchId))).toHaveLength(1);
    const log = (
      await t().app.inject({ method: "GET", url: `${BASE}/${hook.id}/deliveries`, headers: bearer(owner.token) })
    ).json().deliveries;
    expect(log.map((d: { event: string }) => d.event)).toEqual(["batch.cancelled"]);
  });
});
