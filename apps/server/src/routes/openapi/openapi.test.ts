import { expect, it, onTestFinished } from "vitest";
import { JSON_BODY_LIMIT } from "../../app.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

describeEachDatabase("GET /openapi.json", {}, (t) => {
  it("describes the API-key and public routes with bearer security, bodies and responses", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: "http", scheme: "bearer" });
    const extract = doc.paths["/api/v1/extract"].post;
    expect(extract.security).toEqual([{ bearerAuth: [] }]);
    const fields = extract.requestBody.content["multipart/form-data"].schema;
    expect(fields.required).toEqual(["file"]);
    expect(Object.keys(fields.properties)).toEqual(
      expect.arrayContaining(["file", "format", "pages", "method", "password"]),
    );
    expect(Object.keys(extract.responses["200"].content)).toEqual(
      expect.arrayContaining(["application/json", "text/csv"]),
    );
    expect(extract.responses["200"].content["application/json"].schema).toBeDefined();
    expect(extract.responses["429"]).toBeDefined();
    expect(extract.parameters.map((p: { name: string }) => p.name)).toEqual(["response"]);
    const download = doc.paths["/api/v1/download/{temp_id}"].get;
    expect(download.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(["path:temp_id", "query:format"]),
    );
    expect(download.responses["410"]).toBeDefined();
    expect(doc.paths["/api/v1/api-keys"].post.requestBody.content["application/json"].schema.required).toEqual([
      "name",
    ]);
    expect(doc.paths["/api/v1/api-keys"].post.responses["201"].content["application/json"].schema).toBeDefined();
    expect(doc.paths["/api/v1/api-keys/{id}"].delete.responses["404"]).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain("x-multipart-body");
  });

  it("describes templates, re-extraction, the settings of an extraction and the correction fields of every upload", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const json = (
      op: {
        requestBody: {
          content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }>;
        };
      },
      type = "application/json",
    ) => op.requestBody.content[type]!.schema;
    const templates = doc.paths["/api/v1/templates"];
    expect(json(templates.post).required).toEqual(["name"]);
    expect(Object.keys(json(templates.post).properties)).toEqual(["name", "pages", "method", "stitch", "areas"]);
    expect(templates.post.responses["201"].content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["id", "name", "areas", "created_at", "updated_at"]),
    );
    expect(templates.post.responses["422"]).toBeDefined();
    expect(templates.get.responses["200"].content["application/json"].schema.properties.templates).toBeDefined();
    const one = doc.paths["/api/v1/templates/{id}"];
    expect(Object.keys(one).sort()).toEqual(["delete", "get", "put"]);
    for (const op of [one.get, one.put, one.delete]) expect(op.responses["404"]).toBeDefined();

    const reextract = doc.paths["/api/v1/extractions/{id}/reextract"].post;
    expect(Object.keys(json(reextract).properties)).toEqual([
      "pages",
      "method",
      "stitch",
      "areas",
      "columns",
      "template_id",
      "password",
    ]);
    expect(Object.keys(reextract.responses)).toEqual(expect.arrayContaining(["200", "404", "409", "410", "422"]));
    const status = doc.paths["/api/v1/extractions/{id}"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(status.properties.settings.properties)).toEqual([
      "pages",
      "method",
      "stitch",
      "areas",
      "columns",
      "template_id",
    ]);
    // the web app reads a stitched table's pages and the printed header rows: they are part of the contract
    const table =
      doc.paths["/api/v1/extractions/{id}/result"].get.responses["200"].content["application/json"].schema.properties
        .tables.items;
    expect(Object.keys(table.properties)).toEqual(
      expect.arrayContaining(["page", "pages", "header_rows", "data", "cells"]),
    );

    for (const path of [
      "/api/v1/pdf/extract-info",
      "/api/v1/pdf/extract",
      "/api/v1/extract",
      "/api/v1/extractions",
      "/api/v1/batch/create",
      "/api/v1/pdf/batch-extract",
      "/api/v1/batch-extract",
    ]) {
      const fields = Object.keys(json(doc.paths[path].post, "multipart/form-data").properties);
      expect([path, fields]).toEqual([path, expect.arrayContaining(["areas", "columns", "template_id"])]);
    }
  });

  it("lists the 413, 415 and 429 every operation can answer, as requests get them", async () => {
    type Operation = { responses: Record<string, unknown> };
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase() as "POST", op })),
    );
    // the upload route: a PDF over the plan's size, a body that is not a form, an API key over its limits
    const upload = doc.paths["/api/v1/extractions"].post.responses;
    for (const status of ["413", "415", "429"]) expect(upload[status]).toBeDefined();

    const user = await registerUser(t().app);
    const key = (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: bearer(user.token),
        payload: { name: "probe" },
      })
    ).json().key as string;
    // the plans are changed for this test only: as they were for the tests after it
    const { db } = t().database;
    const plans = await db.selectFrom("plans").select(["id", "requests_per_minute", "api_calls_per_day"]).execute();
    onTestFinished(async () => {
      for (const { id, ...limits } of plans) await db.updateTable("plans").set(limits).where("id", "=", id).execute();
    });
    await db.updateTable("plans").set({ requests_per_minute: 1_000_000, api_calls_per_day: 1_000_000 }).execute();
    // path parameters are checked after the body is read, so any value reaches the body checks
    const url = (path: string) => path.replace(/\{[^}]+\}/g, "00000000-0000-0000-0000-000000000000");
    const undocumented: string[] = [];
    const answers = async (limited: boolean) => {
      for (const { path, method, op } of operations) {
        const sent = limited
          ? [{ headers: bearer(key) }]
          : [
              { headers: { ...bearer(key), "content-type": "text/plain" }, payload: "x" },
              {
                headers: { ...bearer(key), "content-type": "application/json" },
                payload: JSON.stringify({ text: "x".repeat(JSON_BODY_LIMIT) }),
              },
            ];
        for (const request of sent) {
          const { statusCode } = await t().app.inject({ method, url: url(path), ...request });
          if ([413, 415, 429].includes(statusCode) && op.responses[String(statusCode)] === undefined)
            undocumented.push(`${method} ${path}: ${statusCode}`);
        }
      }
    };
    await answers(false);
    // every request with an API key now passes its plan's limit
    await db.updateTable("plans").set({ requests_per_minute: 0 }).execute();
    await answers(true);
    expect(undocumented).toEqual([]);
  });
});
