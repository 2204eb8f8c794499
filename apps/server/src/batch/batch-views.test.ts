import { expect, it } from "vitest";
import { insertExtraction, updateProgress } from "../extraction/history/extractions-repository.js";
import { describeEachDatabase, registerUser } from "../test/test-app.js";
import { insertBatch, linkExtraction } from "./batch-repository.js";
import { batchView, batchViews } from "./batch-views.js";

describeEachDatabase("batch views: page progress of the files under way", {}, (t) => {
  it("sums pages read of the files being processed, and shows null once none is", async () => {
    const { db } = t().database;
    const { user } = await registerUser(t().app);
    const { id, fileIds } = await insertBatch(db, {
      userId: user.id, format: "csv", options: { include_statistics: false, fill_gaps: false, align_columns: false }, retentionDays: 1,
      files: ["a.pdf", "b.pdf", "c.pdf"].map((filename) => ({ filename, fileSize: 10, storageKey: `k-${filename}` })),
    });
    expect((await batchView(db, user.id, id))?.progress.current_pages).toBeNull();

    // two files under way (two workers), the third still pending
    for (const [i, [done, total]] of [[3, 10], [1, 4]].entries()) {
      const extraction = await insertExtraction(db, { userId: user.id, filename: `f${i}.pdf`, fileSize: 10, storageKey: null, settings: {} as never, retentionDays: 1 });
      await updateProgress(db, extraction, { pagesTotal: total, pagesDone: done });
      await db.updateTable("batch_files").set({ status: "processing", worker_id: `host/${i}/w` }).where("id", "=", fileIds[i]!).execute();
      await linkExtraction(db, fileIds[i]!, `host/${i}/w`, extraction);
    }
    expect((await batchView(db, user.id, id))?.progress.current_pages).toEqual({ done: 4, total: 14 });
    expect((await batchViews(db, user.id)).find((b) => b.id === id)?.progress.current_pages).toEqual({ done: 4, total: 14 });

    await db.updateTable("batch_files").set({ status: "completed" }).where("batch_id", "=", id).execute();
    expect((await batchView(db, user.id, id))?.progress.current_pages).toBeNull();
    // another user sees nothing of it
    const stranger = await registerUser(t().app);
    expect(await batchView(db, stranger.user.id, id)).toBeUndefined();
  });
});
