import { sql } from "kysely";
import { pino } from "pino";
import { afterAll, expect, it } from "vitest";
import { createFileStore } from "../../storage/index.js";
import { upload } from "../../test/extraction-helpers.js";
import { ruledPagesPdf, TABLE_BOXES } from "../../test/ruled-pages.fixture.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";
import { findExtraction, saveTables } from "../history/index.js";
import { ExtractionPool } from "../pool/index.js";
import { reextract } from "./reextract.js";

const SUMMARY = { tableCount: 0, totalRows: 0, method: "none", averageConfidence: 0 };

type ResultTable = { page: number; headers: string[]; data: string[][] };

/**
 * Table edits (PUT /extractions/{id}/tables) and a re-extraction of the same extraction at once:
 * neither may silently drop the other. The re-extraction reads the stored extraction, then the
 * PDF's page sizes on a worker (which may wait behind other work), and only then marks the
 * extraction processing; an edit saved in between, or while it runs, was lost.
 */
describeEachDatabase("table edits during a re-extraction", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
  afterAll(() => pool.close());

  const start = async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(t().app, "/api/v1/pdf/extract-info", token, {
      name: "four.pdf",
      data: ruledPagesPdf(4),
    });
    expect(response.statusCode).toBe(200);
    const { extraction_id: id, tables } = response.json() as { extraction_id: string; tables: ResultTable[] };
    const { db } = t().database;
    const { workspace_id } = await db
      .selectFrom("extractions")
      .select("workspace_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const record = (await findExtraction(db, workspace_id, id))!;
    /** PUT /tables with the first cell of the first table (page 1) changed to `text`. */
    const edit = (text: string) => {
      const edits = tables.map((tb) => ({ headers: tb.headers, data: tb.data.map((r) => [...r]) }));
      edits[0]!.data[0]![0] = text;
      return t().app.inject({
        method: "PUT",
        url: `/api/v1/extractions/${id}/tables`,
        headers: bearer(token),
        payload: { tables: edits },
      });
    };
    const result = async () =>
      (
        await t().app.inject({ method: "GET", url: `/api/v1/extractions/${id}/result`, headers: bearer(token) })
      ).json() as { tables: ResultTable[]; edited: boolean };
    return { db, id, record, edit, result };
  };

  const deps = (pageSizes?: () => Promise<void>) => ({
    db: t().database.db,
    storage: createFileStore(t().config),
    pool: new Proxy(pool, {
      get(target, key) {
        if (key === "pageSizes")
          return async (...args: Parameters<ExtractionPool["pageSizes"]>) => {
            await pageSizes?.();
            return target.pageSizes(...args);
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }),
    log: pino({ level: "silent" }),
  });

  it("keeps an edit of another page saved while the re-extraction waited to start", async () => {
    const { record, edit, result } = await start();
    // the edit is saved while the re-extraction reads the page sizes (before it is marked processing)
    const saved: number[] = [];
    const after = await reextract(
      deps(async () => void saved.push((await edit("EDITED while it waited")).statusCode)),
      record.userId,
      record,
      { areas: { "2": [TABLE_BOXES.upper] } },
    );
    expect(saved).toEqual([200]);
    expect(after.tables!.map((tb) => tb.page)).toEqual([1, 1, 2, 3, 3, 4, 4]);
    const stored = await result();
    // page 2 was read again, page 1 kept its table: with the edit just saved on it
    expect(stored.tables[0]!.data[0]![0]).toBe("EDITED while it waited");
    expect(stored.edited).toBe(true);
  });

  it("refuses (409) a re-extraction read before another one ended, rather than laying settings made from the old ones over it", async () => {
    const { id, record, result } = await start();
    // another re-extraction (another tab) ran page 3 with an area, after this one read the extraction
    await reextract(deps(), record.userId, record, { areas: { "3": [TABLE_BOXES.upper] } });
    const between = await result();
    expect(between.tables.map((tb) => tb.page)).toEqual([1, 1, 2, 2, 3, 4, 4]);
    // this one's settings come from `record` (no area on page 3): it would drop the other's area silently
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(
      reextract(deps(), record.userId, record, { areas: { "2": [TABLE_BOXES.upper] } }),
    ).rejects.toMatchObject({ statusCode: 409, code: "extraction_processing" });
    expect((await result()).tables).toEqual(between.tables);
    const stored = (await findExtraction(t().database.db, record.workspaceId, id))!;
    expect(stored.status).toBe("completed");
    expect(Object.keys(stored.settings.areas ?? {})).toEqual(["3"]);
  });

  it("refuses (409) an edit read before a re-extraction and saved while it ran or after it, rather than overwriting either", async () => {
    const { db, id, record, edit, result } = await start();
    // PUT /tables reads the extraction, then saves: here a re-extraction begins in between
    const reading = record.completedAt;
    await db.updateTable("extractions").set({ status: "processing" }).where("id", "=", id).execute();
    expect(await saveTables(db, id, [], SUMMARY, reading)).toBe(false);
    // ... and here it also ended (a new completion time): its tables are not replaced by the edit of the old ones
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db
      .updateTable("extractions")
      .set({ status: "completed", completed_at: sql<Date>`now()` })
      .where("id", "=", id)
      .execute();
    expect(await saveTables(db, id, [], SUMMARY, reading)).toBe(false);
    expect((await result()).tables).toHaveLength(8);
    // read after the re-extraction, an edit is saved
    const response = await edit("EDITED after it ran");
    expect(response.statusCode).toBe(200);
    expect((await result()).tables[0]!.data[0]![0]).toBe("EDITED after it ran");
  });
});
