import { expect, it } from "vitest";
import type { Table } from "@pdftab/engine";
import { describeEachDatabase, registerUser } from "../../test/test-app.js";
import {
  completeExtraction,
  findExtraction,
  findExtractionStatus,
  insertExtraction,
} from "./extractions-repository.js";
import { STATUS_COLUMNS } from "./extraction-record.js";
import { listHistory } from "./list-history.js";

describeEachDatabase("extraction status and history: what they show, without the tables", {}, (t) => {
  it("read only what they show, each as the full record has it", async () => {
    const { db } = t().database;
    const { user } = await registerUser(t().app);
    const id = await insertExtraction(db, {
      userId: user.id,
      workspaceId: user.workspace_id,
      filename: "big.pdf",
      fileSize: 1234,
      storageKey: null,
      settings: { method: "lattice" },
      retentionDays: 3,
    });
    const tables = [
      {
        page: 1,
        rows: [
          ["a", "b"],
          ["1", "2"],
        ],
      },
    ] as unknown as Table[];
    await completeExtraction(db, id, {
      pageCount: 2,
      pagesDone: 2,
      tablesJson: JSON.stringify(tables),
      pageErrors: [{ page: 2, code: "page_timeout", message: "slow" }],
      warnings: [],
      summary: { tableCount: 1, totalRows: 2, method: "lattice", averageConfidence: 0.9 },
    });
    const full = await findExtraction(db, user.workspace_id, id);
    const status = await findExtractionStatus(db, user.workspace_id, id);
    expect(full?.tables).toEqual(tables);
    const {
      tables: _tables,
      pageErrors,
      warnings: _warnings,
      userId: _userId,
      workspaceId: _workspaceId,
      storageKey: _storageKey,
      runStartedAt: _runStartedAt,
      ...rest
    } = full!;
    expect(pageErrors).toHaveLength(1); // stored, but not what a status poll shows
    expect(status).toEqual(rest);
    const { records } = await listHistory(db, user.workspace_id, { limit: 10, offset: 0 });
    // the list reads only what it shows, each as the summary has it
    const listed = ["id", "createdAt", "filename", "fileSize", "status", "errorMessage", "tableCount", "method"]
      .concat(["averageConfidence", "edited", "expiresAt", "expiredAt"])
      .map((key) => [key, rest[key as keyof typeof rest]]);
    expect(records).toEqual([{ ...Object.fromEntries(listed), batchId: null, ranBy: user.email }]);
    // a column added to extractions must be named in STATUS_COLUMNS or here, on purpose
    const columns = await db.selectFrom("extractions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(
      Object.keys(columns)
        .filter((c) => !(STATUS_COLUMNS as readonly string[]).includes(c))
        .sort(),
    ).toEqual(["page_errors", "result", "run_started_at", "storage_key", "user_id", "warnings", "workspace_id"]);
    expect(await findExtractionStatus(db, user.workspace_id, "not-a-uuid")).toBeUndefined();
    // another workspace reads nothing of it
    const stranger = await registerUser(t().app);
    expect(await findExtractionStatus(db, stranger.user.workspace_id, id)).toBeUndefined();
  });
});
