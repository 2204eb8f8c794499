import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { buildApiDocument } from "./api-document.js";
import { apiTypesSource } from "./api-types.js";

const committed = fileURLToPath(new URL("../../../web/src/api/generated/openapi.ts", import.meta.url));

it("generates the web app's API types from the served document, and the committed file is current", async () => {
  const document = await buildApiDocument();
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  expect(paths["/api/v1/extractions/{id}"]?.get?.responses["200"]).toBeDefined();
  const source = await apiTypesSource(document);
  expect(source).toContain('"/api/v1/extractions/{id}": {');
  // a server schema change without `npm run api-types` leaves the web app typechecking against the old contract
  expect(
    source === (await readFile(committed, "utf8")),
    "apps/web/src/api/generated/openapi.ts is stale: run `npm run api-types`",
  ).toBe(true);
});
