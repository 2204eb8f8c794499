import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./open-database.js";
import { PGLITE_SETTINGS, pgliteStartParams } from "./pglite-settings.js";
import { migratedPGliteTemplate } from "./pglite-template.js";

describe("PGlite settings", () => {
  it("keeps PGlite's own start parameters and adds each setting as -c", () => {
    const params = pgliteStartParams({ shared_buffers: "8MB" });
    expect(params.slice(0, 1)).toEqual(["--single"]);
    expect(params.slice(-2)).toEqual(["-c", "shared_buffers=8MB"]);
  });

  it("the embedded database runs with them", async () => {
    const handle = await openDatabase({ kind: "pglite", dir: undefined, template: await migratedPGliteTemplate() });
    try {
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const { rows } = await sql<{ value: string }>`select current_setting(${name}) as value`.execute(handle.db);
        expect(rows[0]!.value).toBe(value);
      }
    } finally {
      await handle.close();
    }
  });
});
