import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../app.js";
import { loadConfig } from "../config/index.js";
import { openDatabase } from "../db/index.js";
import { migratedPGliteTemplate } from "../db/pglite-template.js";
import { completeOperations } from "../routes/openapi/complete-operations.js";

/**
 * The OpenAPI document `GET /api/v1/openapi.json` serves, built without listening: an app on a
 * throw-away in-memory database and the default configuration (so the document does not depend
 * on the machine that builds it). The web app's API types are generated from it.
 */
export async function buildApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-openapi-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", EXTRACTION_THREADS: "1" }, dataDir);
  // a migrated template (kept in the temp directory) spares the migrations on every build
  const database = await openDatabase({ kind: "pglite", dir: undefined, template: await migratedPGliteTemplate() });
  try {
    const app = await buildApp({ config, database, logger: false, webRoot: path.join(dataDir, "no-web-build") });
    try {
      await app.ready();
      return completeOperations(structuredClone(app.swagger())) as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
