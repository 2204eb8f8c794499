import openapiTS, { astToString } from "openapi-typescript";
import type { OpenAPI3 } from "openapi-typescript";

/** First lines of the generated file: where it comes from and how to refresh it. */
const HEADER = [
  "// Generated from the server's OpenAPI document (apps/server/src/openapi/write-api-types.ts).",
  "// Do not edit: `npm run api-types` (run by `npm run build` and `npm run typecheck`) rewrites it.",
  "",
].join("\n");

/** TypeScript declarations (`paths`, `components`, `operations`) of an OpenAPI 3.1 document. */
export async function apiTypesSource(document: Record<string, unknown>): Promise<string> {
  // servers and info carry the brand and public URL, which are configuration, not contract
  const contract = { ...document, servers: [], info: { title: "pdftab API", version: "1.0.0" } };
  const ast = await openapiTS(contract as unknown as OpenAPI3, { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}
