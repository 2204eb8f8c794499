import { createHmac } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { upload } from "../test/extraction-helpers.js";
import { multipartFiles } from "../test/multipart.js";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../test/test-app.js";
import { startWebhookReceiver, type ReceivedHook } from "../test/webhook-receiver.js";

const BASE = "/api/v1/webhooks";
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: "true",
  WEBHOOK_RETRY_BASE_SECONDS: "1",
  WEBHOOK_MAX_ATTEMPTS: "3",
  WEBHOOK_TIMEOUT_SECONDS: "3",
  EXTRACTION_THREADS: "1",
};

/** Checks the Pdftab-Signature header as a receiver would, with its own HMAC (not the server's code). */
function signatureIsValid(hook: ReceivedHook, secret: string): boolean {
  const header = String(hook.headers["pdftab-signature"]);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(`${match[1]}.${hook.body}`).digest("hex");
  return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
}

describeEachDatabase("webhook deliveries to a local receiver", { env: ENV }, (t) => {
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

  async function endpoint(t: TestApp, events: string[]) {
    const user = await registerUser(t.app);
    await t.database.db
      .updateTable("users")
      .set({ subscription_tier: "business" })
      .where("id", "=", user.user.id)
      .execute();
    const hook = (await call("POST", BASE, user.token, { url: receiver.url, events })).json() as {
      id: string;
      secret: string;
    };
    return { ...user, hook };
  }
  const deliveriesOf = async (token: string, id: string) =>
    (await call("GET", `${BASE}/${id}/deliveries`, token)).json().deliveries;
  async function settled(token: string, id: string, count = 1) {
    for (let i = 0; i < 400; i++) {
      const list = await deliveriesOf(token, id);
      if (list.length >= count && list.every((d: { status: string }) => d.status !== "pending")) return list;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("deliveries did not settle");
  }

  it("sends a signed test event with the documented headers, and logs the try", async () => {
    const { token, hook } = await endpoint(t(), ["batch.completed"]);
    const sent = await call("POST", `${BASE}/${hook.id}/test`, token);
    expect(sent.statusCode).toBe(202);
    const { delivery_id } = sent.json();
    const [got] = await receiver.waitFor(1, (h) => h.headers["pdftab-delivery"] === delivery_id);
    expect(got!.headers["pdftab-event"]).toBe("webhook.test");
    expect(got!.headers["content-type"]).toBe("application/json");
    expect(signatureIsValid(got!, hook.secret)).toBe(true);
    expect(signatureIsValid(got!, "whsec_wrong")).toBe(false);
    expect(signatureIsValid({ ...got!, body: got!.body.replace("test", "tost") }, hook.secret)).toBe(false);
    expect(JSON.parse(got!.body)).toMatchObject({
      id: delivery_id,
      event: "webhook.test",
      data: { object: "webhook", id: hook.id, status: "test" },
    });

    const [logged] = await settled(token, hook.id);
    expect(logged).toMatchObject({
      id: delivery_id,
      event: "webhook.test",
      status: "succeeded",
      attempts: 1,
      next_attempt_at: null,
      body: got!.body,
    });
    expect(logged.tries).toHaveLength(1);
    expect(logged.tries[0]).toMatchObject({ attempt: 1, status_code: 200, error: null });
    expect(logged.tries[0].duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("retries a non-2xx answer with exponential backoff, under the same delivery id, then succeeds", async () => {
    const { token, hook } = await endpoint(t(), ["batch.completed"]);
    receiver.replies.push(500, 503);
    const { delivery_id } = (await call("POST", `${BASE}/${hook.id}/test`, token)).json();
    const tries = await receiver.waitFor(3, (h) => h.headers["pdftab-delivery"] === delivery_id);
    // base 1 s: the second try comes at least 1 s after the first, the third at least 2 s after the second
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(900);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(1900);
    for (const hookTry of tries) expect(signatureIsValid(hookTry, hook.secret)).toBe(true);
    expect(new Set(tries.map((h) => h.body)).size).toBe(1); // the same body every time; the signature's t changes
    const [logged] = await settled(token, hook.id);
    expect(logged).toMatchObject({ status: "succeeded", attempts: 3 });
    expect(logged.tries.map((x: { status_code: number }) => x.status_code)).toEqual([500, 503, 200]);
  });

  it("gives up after WEBHOOK_MAX_ATTEMPTS tries, a timeout counting as a failed try", async () => {
    const { token, hook } = await endpoint(t(), ["batch.completed"]);
    receiver.replies.push("hang", 502, 500);
    const { delivery_id } = (await call("POST", `${BASE}/${hook.id}/test`, token)).json();
    await receiver.waitFor(3, (h) => h.headers["pdftab-delivery"] === delivery_id);
    const [logged] = await settled(token, hook.id);
    expect(logged).toMatchObject({ status: "failed", attempts: 3 });
    expect(logged.tries.map((x: { status_code: number | null }) => x.status_code)).toEqual([null, 502, 500]);
    expect(logged.tries[0].error).toBe("No answer within 3 s");
    expect(logged.tries[0].duration_ms).toBeGreaterThanOrEqual(2900);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.filter((h) => h.headers["pdftab-delivery"] === delivery_id)).toHaveLength(3);
  });

  it("announces a finished extraction with its result URLs and no table data", async () => {
    const { token, hook } = await endpoint(t(), ["extraction.completed", "extraction.failed"]);
    const response = await upload(t().app, "/api/v1/extractions", token, {
      name: "two.pdf",
      data: twoTablesPdf().bytes,
    });
    expect(response.statusCode).toBe(202);
    const extractionId = response.json().id as string;
    const [got] = await receiver.waitFor(1, (h) => h.body.includes(extractionId));
    expect(got!.headers["pdftab-event"]).toBe("extraction.completed");
    expect(signatureIsValid(got!, hook.secret)).toBe(true);
    const body = JSON.parse(got!.body);
    const api = `${t().config.publicUrl}/api/v1`;
    expect(body).toMatchObject({
      event: "extraction.completed",
      data: {
        object: "extraction",
        id: extractionId,
        status: "completed",
        filename: "two.pdf",
        batch_id: null,
        table_count: 2,
        error: null,
        urls: {
          extraction: `${api}/extractions/${extractionId}`,
          xlsx: `${api}/extractions/${extractionId}/download?format=xlsx`,
        },
      },
    });
    expect(body.data).not.toHaveProperty("tables");
    expect(got!.body).not.toContain("headers");

    const failed = await upload(t().app, "/api/v1/extractions", token, {
      name: "broken.pdf",
      data: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200, 7)]),
    });
    const failedId = failed.json().id as string | undefined;
    if (failedId) {
      const [bad] = await receiver.waitFor(1, (h) => h.body.includes(failedId));
      expect(JSON.parse(bad!.body)).toMatchObject({
        event: "extraction.failed",
        data: { id: failedId, status: "failed", error: { code: expect.any(String) } },
      });
    }
  });

  it("announces a batch once, after its files, and not to endpoints that did not subscribe", async () => {
    const { token, hook } = await endpoint(t(), ["batch.completed", "batch.failed", "extraction.completed"]);
    const other = await endpoint(t(), ["extraction.failed"]);
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
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(started.statusCode).toBe(200);
    const batchId = started.json().batch_id as string;
    const [announced] = await receiver.waitFor(
      1,
      (h) => h.headers["pdftab-event"] === "batch.completed" && h.body.includes(batchId),
    );
    expect(signatureIsValid(announced!, hook.secret)).toBe(true);
    expect(JSON.parse(announced!.body).data).toMatchObject({
      object: "batch",
      id: batchId,
      status: "completed",
      total_files: 2,
      successful_files: 2,
      failed_files: 0,
    });
    // each delivery is sent on its own, so a file's may arrive after the batch's (docs/api.md, Deliveries);
    // the batch's event was made after both files' events
    const files = await receiver.waitFor(
      2,
      (h) => h.headers["pdftab-event"] === "extraction.completed" && JSON.parse(h.body).data.batch_id === batchId,
    );
    expect(files).toHaveLength(2);
    const madeAt = (h: { body: string }) => Date.parse(JSON.parse(h.body).created_at as string);
    for (const file of files) expect(madeAt(file)).toBeLessThanOrEqual(madeAt(announced!));
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      receiver.received.filter((h) => h.body.includes(batchId) && h.headers["pdftab-event"] === "batch.completed"),
    ).toHaveLength(1);
    expect(await deliveriesOf(other.token, other.hook.id)).toEqual([]);
  });

  it("a new test event replaces the endpoint's pending ones: test events asked for in a loop do not pile up", async () => {
    const { token, hook } = await endpoint(t(), ["batch.completed"]);
    // every try fails, so each test event would stay pending with tries to come
    receiver.replies.push(...Array<number>(40).fill(500));
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await call("POST", `${BASE}/${hook.id}/test`, token)).json().delivery_id);
    await new Promise((r) => setTimeout(r, 2500));
    const log = (await deliveriesOf(token, hook.id)) as { id: string; status: string; attempts: number }[];
    expect(log.filter((d) => d.status === "pending").map((d) => d.id)).toEqual([ids.at(-1)]);
    const replaced = await t()
      .database.db.selectFrom("webhook_deliveries")
      .select(["status", "last_error"])
      .where("id", "in", ids.slice(0, -1))
      .execute();
    expect(replaced).toHaveLength(7);
    for (const d of replaced)
      expect(d).toEqual({ status: "failed", last_error: "Replaced by a newer test event to this endpoint" });
    // and the log says so, since its tries cannot (it stopped before they ran out)
    const shown = (await deliveriesOf(token, hook.id)) as { id: string; given_up_because: string | null }[];
    for (const d of shown)
      expect(d.given_up_because).toBe(d.id === ids.at(-1) ? null : "Replaced by a newer test event to this endpoint");
    // a replaced delivery gets no further try, even one whose first try was under way
    const triedBefore = receiver.received.filter((h) =>
      ids.slice(0, -1).includes(String(h.headers["pdftab-delivery"])),
    ).length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(
      receiver.received.filter((h) => ids.slice(0, -1).includes(String(h.headers["pdftab-delivery"]))).length,
    ).toBe(triedBefore);
    expect(triedBefore).toBeLessThanOrEqual(8);
    receiver.replies.length = 0;
  });

  it("delivers a test event to a paused endpoint, and says in the answer that the endpoint is paused", async () => {
    const { token, hook } = await endpoint(t(), ["extraction.completed"]);
    const active = await call("POST", `${BASE}/${hook.id}/test`, token);
    expect([active.statusCode, active.json().endpoint_paused]).toEqual([202, false]);
    expect((await call("PATCH", `${BASE}/${hook.id}`, token, { enabled: false })).json().enabled).toBe(false);
    const sent = await call("POST", `${BASE}/${hook.id}/test`, token);
    expect([sent.statusCode, sent.json()]).toEqual([
      202,
      { delivery_id: expect.any(String), event: "webhook.test", endpoint_paused: true },
    ]);
    const { delivery_id } = sent.json();
    const [got] = await receiver.waitFor(1, (h) => h.headers["pdftab-delivery"] === delivery_id);
    expect(got!.headers["pdftab-event"]).toBe("webhook.test");
    const logged = (await settled(token, hook.id, 2)).find((d: { id: string }) => d.id === delivery_id);
    expect(logged).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("sends nothing once the account's plan no longer includes webhooks, or the endpoint is paused", async () => {
    const { token, hook, user } = await endpoint(t(), ["extraction.completed"]);
    expect((await call("PATCH", `${BASE}/${hook.id}`, token, { enabled: false })).json().enabled).toBe(false);
    await upload(t().app, "/api/v1/extractions", token, { name: "paused.pdf", data: twoTablesPdf().bytes });
    await t().database.db.updateTable("users").set({ subscription_tier: "pro" }).where("id", "=", user.id).execute();
    await call("PATCH", `${BASE}/${hook.id}`, token, { enabled: true });
    await upload(t().app, "/api/v1/extractions", token, { name: "downgraded.pdf", data: twoTablesPdf().bytes });
    await new Promise((r) => setTimeout(r, 3000));
    expect(receiver.received.filter((h) => h.body.includes("paused.pdf") || h.body.includes("downgraded.pdf"))).toEqual(
      [],
    );
    expect(await deliveriesOf(token, hook.id)).toEqual([]);
  });
});

describeEachDatabase(
  "webhook deliveries of a workspace whose receiver does not answer",
  { env: { ...ENV, WEBHOOK_TIMEOUT_SECONDS: "60" } },
  (t) => {
    let silent: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let prompt: Awaited<ReturnType<typeof startWebhookReceiver>>;
    beforeAll(async () => {
      [silent, prompt] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
    });
    afterAll(async () => {
      await Promise.all([silent?.close(), prompt?.close()]);
    });

    async function businessEndpoint(url: string) {
      const user = await registerUser(t().app);
      await t()
        .database.db.updateTable("users")
        .set({ subscription_tier: "business" })
        .where("id", "=", user.user.id)
        .execute();
      return anotherEndpoint(user.token, url);
    }
    /** One more endpoint of the same workspace. */
    async function anotherEndpoint(token: string, url: string) {
      const created = await t().app.inject({
        method: "POST",
        url: BASE,
        headers: bearer(token),
        payload: { url, events: ["batch.completed"] },
      });
      return { token, id: created.json().id as string };
    }
    const sendTest = (token: string, id: string) =>
      t().app.inject({ method: "POST", url: `${BASE}/${id}/test`, headers: bearer(token) });

    it("take one try at a time, so another workspace's delivery is not held up behind them", async () => {
      const a = await businessEndpoint(silent.url);
      // three endpoints of A's workspace (a newer test event to one endpoint replaces its pending one)
      const aEndpoints = [a, await anotherEndpoint(a.token, silent.url), await anotherEndpoint(a.token, silent.url)];
      const b = await businessEndpoint(prompt.url);
      silent.replies.push("hang", "hang", "hang");
      for (const endpoint of aEndpoints) expect((await sendTest(a.token, endpoint.id)).statusCode).toBe(202);
      await silent.waitFor(1);
      // A's first try hangs for up to 60 s; B's delivery comes long before that
      expect((await sendTest(b.token, b.id)).statusCode).toBe(202);
      await prompt.waitFor(1, () => true, 30_000);
      // A's other deliveries waited for their turn instead of taking the queue's other worker
      expect(silent.received).toHaveLength(1);
      // once A's receiver answers, A's deliveries go on, one after the other, none lost
      silent.replies.length = 0;
      silent.release();
      await silent.waitFor(3, () => true, 30_000);
      expect(new Set(silent.received.map((h) => h.headers["pdftab-delivery"])).size).toBe(3);
    }, 120_000);

    it("two silent workspaces hold two of the process's tries, not all of them (WEBHOOK_CONCURRENCY, 4 by default)", async () => {
      const [a, c] = [await businessEndpoint(silent.url), await businessEndpoint(silent.url)];
      const b = await businessEndpoint(prompt.url);
      const promptBefore = prompt.received.length;
      const silentBefore = silent.received.length;
      silent.replies.push("hang", "hang");
      expect((await sendTest(a.token, a.id)).statusCode).toBe(202);
      expect((await sendTest(c.token, c.id)).statusCode).toBe(202);
      await silent.waitFor(silentBefore + 2);
      // both hang for up to 60 s; B's delivery does not wait for either
      expect((await sendTest(b.token, b.id)).statusCode).toBe(202);
      await prompt.waitFor(promptBefore + 1, () => true, 30_000);
      silent.release();
    }, 120_000);
  },
);
