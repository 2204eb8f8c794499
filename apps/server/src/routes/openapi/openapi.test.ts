import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app.js";

describeEachDatabase("GET /openapi.json", {}, (t) => {
  it("describes the API-key and public routes with bearer security, bodies and responses", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: "http", scheme: "bearer" });
    const extract = doc.paths["/api/v1/extract"].post;
    expect(extract.security).toEqual([{ bearerAuth: [] }]);
    const fields = extract.requestBody.content["multipart/form-data"].schema;
    expect(fields.required).toEqual(["file"]);
    expect(Object.keys(fields.properties)).toEqual(expect.arrayContaining(["file", "format", "pages", "method", "password"]));
    expect(Object.keys(extract.responses["200"].content)).toEqual(expect.arrayContaining(["application/json", "text/csv"]));
    expect(extract.responses["200"].content["application/json"].schema).toBeDefined();
    expect(extract.responses["429"]).toBeDefined();
    expect(extract.parameters.map((p: { name: string }) => p.name)).toEqual(["response"]);
    const download = doc.paths["/api/v1/download/{temp_id}"].get;
    expect(download.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(["path:temp_id", "query:format"]));
    expect(download.responses["410"]).toBeDefined();
    expect(doc.paths["/api/v1/api-keys"].post.requestBody.content["application/json"].schema.required).toEqual(["name"]);
    expect(doc.paths["/api/v1/api-keys"].post.responses["201"].content["application/json"].schema).toBeDefined();
    expect(doc.paths["/api/v1/api-keys/{id}"].delete.responses["404"]).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain("x-multipart-body");
  });
});
