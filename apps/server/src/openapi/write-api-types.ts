import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { buildApiDocument } from "./api-document.js";
import { apiTypesSource } from "./api-types.js";

/** The generated types the web app imports (apps/web/src/api/schema.ts derives its names from it). */
const TARGET = fileURLToPath(new URL("../../../web/src/api/generated/openapi.ts", import.meta.url));

/**
 * `node apps/server/dist/openapi/write-api-types.js`: writes the web app's API types from the
 * server's OpenAPI document; the file is only rewritten when it changed (keeps tsc incremental).
 */
async function main(): Promise<void> {
  const source = await apiTypesSource(await buildApiDocument());
  const current = await readFile(TARGET, "utf8").catch(() => "");
  if (current === source) return;
  await writeFile(TARGET, source);
  console.log(`api-types: wrote ${TARGET}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
