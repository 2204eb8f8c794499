import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "../db/schema.js";
import { insertExtraction, updateProgress } from "../extraction/history/extractions-repository.js";
import { insertCsvBatch } from "../test/one-file-batch.js";
import { describeEachDatabase, registerUser } from "../test/test-app.js";
import { batchView, batchViews } from "./batch-views.js";

/** Gives a batch file an extraction whose stored warnings and page errors are `lists`, with the file at `status`. */
async function fileWithExtraction(
  db: Kysely<Database>,
  user: { id: string; workspace_id: string },
  fileId: string,
  filename: string,
  lists: { warnings: unknown[]; page_errors?: unknown[] },
  status: "processing" | "completed",
): Promise<void> {
  const extraction = await insertExtraction(db, {
    userId: user.id,
    workspaceId: user.workspace_id,
    filename,
    fileSize: 10,
    storageKey: null,
    settings: {} as never,
    retentionDays: 1,
  });
  await db
    .updateTable("extractions")
    .set({ warnings: JSON.stringify(lists.warnings), page_errors: JSON.stringify(lists.page_errors ?? []) })
    .where("id", "=", extraction)
    .execute();
  await db.updateTable("batch_files").set({ status, extraction_id: extraction }).where("id", "=", fileId).execute();
}

describeEachDatabase("batch views: page progress of the files under way", {}, (t) => {
  it("names one file under way with its place and its own pages (not the sum of files running together), null once none is", async () => {
    const { db } = t().database;
    const { user } = await registerUser(t().app);
    const { id, fileIds } = await insertCsvBatch(
      db,
      user,
      ["a.pdf", "b.pdf", "c.pdf"].map((filename) => ({ filename, fileSize: 10, storageKey: `k-${filename}` })),
    );
    expect((await batchView(db, user.workspace_id, id))?.progress.current_pages).toBeNull();

    // two files under way (two workers), the third still pending
    for (const [i, [done, total]] of [
      [3, 10],
      [1, 4],
    ].entries()) {
      const extraction = await insertExtraction(db, {
        userId: user.id,
        workspaceId: user.workspace_id,
        filename: `f${i}.pdf`,
        fileSize: 10,
        storageKey: null,
        settings: {} as never,
        retentionDays: 1,
      });
      await updateProgress(db, extraction, { pagesTotal: total, pagesDone: done });
      await db
        .updateTable("batch_files")
        .set({ status: "processing", worker_id: `host/${i}/w`, extraction_id: extraction })
        .where("id", "=", fileIds[i]!)
        .execute();
    }
    // a.pdf started first and still runs: the line stays on it while b.pdf runs beside it
    await db.updateTable("batches").set({ current_file: "b.pdf" }).where("id", "=", id).execute();
    const current = { current_file: "a.pdf", current_index: 1, current_pages: { done: 3, total: 10 } };
    expect((await batchView(db, user.workspace_id, id))?.progress).toMatchObject(current);
    expect((await batchViews(db, user.workspace_id)).find((b) => b.id === id)?.progress).toMatchObject(current);
    // a.pdf ends: the line moves on to b.pdf, with b.pdf's own pages
    await db.updateTable("batch_files").set({ status: "completed" }).where("id", "=", fileIds[0]!).execute();
    expect((await batchView(db, user.workspace_id, id))?.progress).toMatchObject({
      current_file: "b.pdf",
      current_index: 2,
      current_pages: { done: 1, total: 4 },
    });

    await db.updateTable("batch_files").set({ status: "completed" }).where("batch_id", "=", id).execute();
    expect((await batchView(db, user.workspace_id, id))?.progress).toMatchObject({
      current_file: null,
      current_index: null,
      current_pages: null,
    });
    // another user sees nothing of it
    const stranger = await registerUser(t().app);
    expect(await batchView(db, stranger.user.workspace_id, id)).toBeUndefined();
  });

  it("tells apart files of the same name by their place in the batch", async () => {
    const { db } = t().database;
    const { user } = await registerUser(t().app);
    const { id, fileIds } = await insertCsvBatch(
      db,
      user,
      ["report.pdf", "report.pdf"].map((filename, i) => ({ filename, fileSize: 10, storageKey: `k-${i}` })),
    );
    await db.updateTable("batch_files").set({ status: "completed" }).where("id", "=", fileIds[0]!).execute();
    await db
      .updateTable("batch_files")
      .set({ status: "processing", worker_id: "host/1/w" })
      .where("id", "=", fileIds[1]!)
      .execute();
    await db.updateTable("batches").set({ current_file: "report.pdf" }).where("id", "=", id).execute();
    expect((await batchView(db, user.workspace_id, id))?.progress).toMatchObject({
      current_file: "report.pdf",
      current_index: 2,
    });
  });

  it("lists the pages read by OCR of each completed file, from its warnings among others", async () => {
    const { db } = t().database;
    const { user } = await registerUser(t().app);
    const names = ["scanned.pdf", "mixed.pdf", "damaged.pdf", "clean.pdf", "running.pdf"];
    const { id, fileIds } = await insertCsvBatch(
      db,
      user,
      names.map((filename, i) => ({ filename, fileSize: 10, storageKey: `k-${i}` })),
    );
    const ocr = (page: number) => ({ page, code: "ocr_used", message: `Page ${page} was read by OCR` });
    const damaged = (page: number) => ({ page, code: "damaged_content", message: "damaged" });
    const warnings = [[ocr(1), ocr(3)], [damaged(1), ocr(2)], [damaged(2)], [], [ocr(1)]];
    for (const [i, list] of warnings.entries())
      await fileWithExtraction(
        db,
        user,
        fileIds[i]!,
        names[i]!,
        { warnings: list },
        i === 4 ? "processing" : "completed",
      );
    const expected = [[1, 3], [2], [], [], []];
    expect((await batchView(db, user.workspace_id, id))?.results.map((r) => r.ocr_pages)).toEqual(expected);
    expect((await batchViews(db, user.workspace_id))[0]?.results.map((r) => r.ocr_pages)).toEqual(expected);
  });

  it("says which pages of a completed file were skipped or gave no text, by code, beside the OCR pages", async () => {
    const { db } = t().database;
    const { user } = await registerUser(t().app);
    const names = ["timed-out.pdf", "scan-past-limit.pdf", "clean.pdf"];
    const { id, fileIds } = await insertCsvBatch(
      db,
      user,
      names.map((filename, i) => ({ filename, fileSize: 10, storageKey: `k-${i}` })),
    );
    const entry = (page: number, code: string) => ({ page, code, message: `Page ${page}: ${code}` });
    const stored = [
      // a page over its budget is in both lists; it is named once
      { warnings: [entry(2, "page_timeout")], page_errors: [entry(2, "page_timeout")] },
      {
        warnings: [
          entry(1, "ocr_used"),
          entry(7, "ocr_page_limit"),
          entry(6, "ocr_page_limit"),
          entry(3, "no_text_layer"),
        ],
        page_errors: [],
      },
      { warnings: [], page_errors: [] },
    ];
    for (const [i, lists] of stored.entries())
      await fileWithExtraction(db, user, fileIds[i]!, names[i]!, lists, "completed");
    const expected = [
      [{ code: "page_timeout", pages: [2], message: "Page 2: page_timeout" }],
      [
        { code: "ocr_page_limit", pages: [6, 7], message: "Page 7: ocr_page_limit" },
        { code: "no_text_layer", pages: [3], message: "Page 3: no_text_layer" },
      ],
      [],
    ];
    const view = await batchView(db, user.workspace_id, id);
    expect(view?.results.map((r) => r.warnings)).toEqual(expected);
    expect(view?.results.map((r) => r.ocr_pages)).toEqual([[], [1], []]);
    expect((await batchViews(db, user.workspace_id))[0]?.results.map((r) => r.warnings)).toEqual(expected);
  });
});
