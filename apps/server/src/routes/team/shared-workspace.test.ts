import { expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { upload } from "../../test/extraction-helpers.js";
import { multipartFiles } from "../../test/multipart.js";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../../test/test-app.js";
import { accountOn, joinedMember } from "./team-helpers.js";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Every route that reads or changes one resource by its id, with a body where it needs one. */
function resourceRoutes(ids: {
  extraction: string;
  batch: string;
  template: string;
  key: string;
}): [Method, string, object?][] {
  const e = `/api/v1/extractions/${ids.extraction}`;
  return [
    ["GET", e],
    ["GET", `${e}/result`],
    ["GET", `${e}/download?format=csv`],
    ["PUT", `${e}/tables`, { tables: [{ headers: ["a"], data: [["1"]] }] }],
    ["GET", `${e}/pages/1/image`],
    ["POST", `${e}/reextract`, { method: "stream" }],
    ["GET", `/api/v1/download/${ids.extraction}`],
    ["DELETE", e],
    ["GET", `/api/v1/batch/${ids.batch}/download`],
    ["POST", `/api/v1/batch/${ids.batch}/cancel`],
    ["GET", `/api/v1/status/${ids.batch}`],
    ["DELETE", `/api/v1/batch/${ids.batch}`],
    ["GET", `/api/v1/templates/${ids.template}`],
    ["PUT", `/api/v1/templates/${ids.template}`, { name: "taken" }],
    ["DELETE", `/api/v1/templates/${ids.template}`],
    ["DELETE", `/api/v1/api-keys/${ids.key}`],
  ];
}

async function expectAll404(t: TestApp, token: string, routes: [Method, string, object?][], who: string) {
  for (const [method, url, payload] of routes) {
    const response = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    expect([who, method, url, response.statusCode]).toEqual([who, method, url, 404]);
  }
}

async function waitForBatch(t: TestApp, token: string, id: string) {
  for (let i = 0; i < 1200; i++) {
    const batch = (
      (await t.app.inject({ method: "GET", url: "/api/v1/batch/", headers: bearer(token) })).json() as {
        id: string;
        status: string;
      }[]
    ).find((b) => b.id === id);
    if (batch && !["pending", "processing"].includes(batch.status)) return batch;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("batch did not finish");
}

describeEachDatabase(
  "a team workspace: shared resources, isolation from everyone else",
  { env: { EXTRACTION_THREADS: "1" } },
  (t) => {
    const call = (method: Method, url: string, token: string, payload?: object) =>
      t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

    it("shares history, batches, templates, API keys and the daily count; outsiders, another team's admin and a removed member get 404 on everything", async () => {
      const owner = await accountOn(t(), "business");
      const member = await joinedMember(t(), owner.token);

      // the member works: an extraction, a batch, a template, an API key
      const extracted = await upload(t().app, "/api/v1/pdf/extract-info", member.token, {
        name: "shared.pdf",
        data: twoTablesPdf().bytes,
      });
      expect(extracted.statusCode).toBe(200);
      const extraction = extracted.json().extraction_id as string;
      const body = multipartFiles([{ field: "files", name: "b.pdf", data: twoTablesPdf().bytes }]);
      const created = await t().app.inject({
        method: "POST",
        url: "/api/v1/batch/create",
        headers: { ...bearer(member.token), ...body.headers },
        payload: body.payload,
      });
      expect(created.statusCode).toBe(200);
      const batch = created.json().batch_id as string;
      await waitForBatch(t(), member.token, batch);
      const template = (await call("POST", "/templates", member.token, { name: "Member's template" })).json()
        .id as string;
      const key = (await call("POST", "/api-keys", member.token, { name: "member key" })).json().id as string;
      const ownerKey = (await call("POST", "/api-keys", owner.token, { name: "owner key" })).json() as {
        id: string;
        key: string;
      };

      // the owner sees all of it, with who ran it
      const history = (await call("GET", "/extractions", owner.token)).json();
      const item = history.items.find((i: { id: string }) => i.id === extraction);
      expect(item).toMatchObject({ filename: "shared.pdf", ran_by: member.email });
      expect(history.total).toBe(2); // the upload and the batch's file
      expect((await call("GET", `/extractions/${extraction}`, owner.token)).statusCode).toBe(200);
      expect((await call("GET", "/batch/", owner.token)).json()).toEqual([
        expect.objectContaining({ id: batch, status: "completed", ran_by: member.email }),
      ]);
      expect((await call("GET", `/batch/${batch}/download`, owner.token)).statusCode).toBe(200);
      expect((await call("GET", "/templates", owner.token)).json().templates.map((x: { id: string }) => x.id)).toEqual([
        template,
      ]);
      const keys = (await call("GET", "/api-keys", owner.token)).json().keys as { id: string; created_by: string }[];
      expect(keys.map((k) => [k.id, k.created_by]).sort()).toEqual(
        [
          [key, member.email],
          [ownerKey.id, owner.email],
        ].sort(),
      );
      // an upload through the owner's API key uses the member's template: templates are the workspace's
      expect(
        (
          await upload(
            t().app,
            "/api/v1/pdf/extract-info",
            ownerKey.key,
            { name: "k.pdf", data: twoTablesPdf().bytes },
            { template_id: template },
          )
        ).statusCode,
      ).toBe(200);
      // one daily count for the workspace: the member's 2 and the owner's 1
      expect((await call("GET", "/auth/subscription", owner.token)).json()).toMatchObject({
        usage_current: 3,
        plan_type: "business",
      });
      expect((await call("GET", "/usage/stats", member.token)).json()).toMatchObject({
        tier: "business",
        daily_usage: { extractions: 3 },
      });
      // a member revokes only their own keys
      const notTheirs = await call("DELETE", `/api-keys/${ownerKey.id}`, member.token);
      expect(notTheirs.statusCode).toBe(403);
      expect(notTheirs.json().code).toBe("workspace_role_required");

      const routes = resourceRoutes({ extraction, batch, template, key });
      const outsider = await registerUser(t().app);
      await expectAll404(t(), outsider.token, routes, "non-member");
      const otherOwner = await accountOn(t(), "business");
      const otherAdmin = await joinedMember(t(), otherOwner.token, "admin");
      await expectAll404(t(), otherAdmin.token, routes, "another workspace's admin");
      expect((await call("GET", "/extractions", otherAdmin.token)).json().total).toBe(0);

      expect((await call("DELETE", `/workspace/members/${member.user.id}`, owner.token)).statusCode).toBe(200);
      await expectAll404(t(), member.token, routes, "removed member");
      expect((await call("GET", "/extractions", member.token)).json().total).toBe(0);
      expect((await call("GET", "/batch/", member.token)).json()).toEqual([]);
      expect((await call("GET", "/templates", member.token)).json().templates).toEqual([]);

      // nothing was changed by those calls, and what the removed member ran stays with the team
      expect((await call("GET", `/extractions/${extraction}`, owner.token)).json().edited).toBe(false);
      expect(
        (await call("GET", "/extractions", owner.token)).json().items.find((i: { id: string }) => i.id === extraction)
          .ran_by,
      ).toBe(member.email);
      expect((await call("GET", `/templates/${template}`, owner.token)).json().name).toBe("Member's template");
      // their key was revoked with the removal
      expect((await call("GET", "/api-keys", owner.token)).json().keys.map((k: { id: string }) => k.id)).toEqual([
        ownerKey.id,
      ]);
    });
  },
);
