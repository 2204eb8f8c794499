import { longestExtractionMs } from "../../config/index.js";
import JSZip from "jszip";
import { expect, it } from "vitest";
import { parseCsv } from "@pdftab/export";
import { multiPagePdf, pageTreeLoopPdf, twoTablesPdf, unruledTablePdf } from "@pdftab/engine/testing";
import { upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/extractions";

describeEachDatabase(
  "/extractions: async progress, history, edits, downloads, page images",
  { env: { EXTRACTION_THREADS: "1" } },
  (t) => {
    const get = (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });
    const extractInfo = async (token: string, name: string, file = twoTablesPdf()) =>
      (await upload(t().app, "/api/v1/pdf/extract-info", token, { name, data: file.bytes })).json();

    it("runs in the background and reports pages done until pages_total", async () => {
      const { token } = await registerUser(t().app);
      const started = await upload(t().app, BASE, token, { name: "ledger.pdf", data: multiPagePdf(5).bytes });
      expect(started.statusCode).toBe(202);
      const { id, status, pages_total } = started.json();
      expect(status).toBe("processing");
      expect(pages_total).toBe(5);
      const seen = new Set<number>();
      let state = (await get(`${BASE}/${id}`, token)).json();
      for (let i = 0; state.status === "processing" && i < 600; i++) {
        seen.add(state.pages_done);
        await new Promise((r) => setTimeout(r, 50));
        state = (await get(`${BASE}/${id}`, token)).json();
      }
      expect(state).toMatchObject({
        status: "completed",
        pages_total: 5,
        pages_done: 5,
        page_count: 5,
        filename: "ledger.pdf",
        error: null,
      });
      expect([...seen].every((n) => n >= 0 && n <= 5)).toBe(true);
      const result = (await get(`${BASE}/${id}/result`, token)).json();
      expect(result.extraction_id).toBe(id);
      expect(result.table_count).toBe(state.table_count);
      expect(result.table_count).toBeGreaterThan(0);
    });

    it("answers the async start with the PDF's own error when it cannot be read", async () => {
      const { token } = await registerUser(t().app);
      const response = await upload(t().app, BASE, token, {
        name: "broken.pdf",
        data: Buffer.from("%PDF-1.4\nnothing else"),
      });
      expect(response.statusCode).toBe(422);
    });

    it("lists, searches, filters, sorts and counts the history", async () => {
      const { token, email } = await registerUser(t().app);
      const a = await extractInfo(token, "Alpha report.pdf");
      const b = await extractInfo(token, "beta.pdf", unruledTablePdf());
      await upload(t().app, "/api/v1/pdf/extract-info", token, { name: "gamma.pdf", data: Buffer.from("not a pdf") });
      const all = (await get(BASE, token)).json();
      expect(all.items.map((i: { filename: string }) => i.filename)).toEqual([
        "gamma.pdf",
        "beta.pdf",
        "Alpha report.pdf",
      ]);
      expect(all.total).toBe(3);
      expect(all.items[2]).toMatchObject({
        id: a.extraction_id,
        status: "completed",
        table_count: 2,
        extraction_method: "lattice",
        error: null,
        expired: false,
      });
      expect(all.items[2].file_size).toBe(twoTablesPdf().bytes.length);
      const completed = [a, b];
      expect(all.stats).toEqual({
        totalExtractions: 3,
        totalFiles: 2,
        totalTables: a.table_count + b.table_count,
        averageConfidence:
          Math.round(((a.statistics.average_confidence + b.statistics.average_confidence) / 2) * 1000) / 1000,
      });
      expect(completed.length).toBe(2);
      const names = async (query: string) =>
        ((await get(`${BASE}?${query}`, token)).json().items as { filename: string }[]).map((i) => i.filename);
      expect(await names("sort=oldest")).toEqual(["Alpha report.pdf", "beta.pdf", "gamma.pdf"]);
      expect(await names("sort=filename")).toEqual(["Alpha report.pdf", "beta.pdf", "gamma.pdf"]);
      const byConfidence =
        a.statistics.average_confidence >= b.statistics.average_confidence
          ? ["Alpha report.pdf", "beta.pdf", "gamma.pdf"]
          : ["beta.pdf", "Alpha report.pdf", "gamma.pdf"];
      expect(await names("sort=confidence")).toEqual(byConfidence);
      expect(await names("search=ALPHA")).toEqual(["Alpha report.pdf"]);
      expect(await names("search=%25")).toEqual([]);
      expect(await names("status=failed")).toEqual(["gamma.pdf"]);
      expect(await names("status=completed&sort=oldest")).toEqual(["Alpha report.pdf", "beta.pdf"]);
      expect(await names("status=all&limit=1&offset=1")).toEqual(["beta.pdf"]);
      // the total counts every match whatever the page, a page past the end included
      const totalOf = async (query: string) => (await get(`${BASE}?${query}`, token)).json().total as number;
      expect(await totalOf("limit=1&offset=1")).toBe(3);
      expect(await totalOf("offset=5")).toBe(3);
      expect(await totalOf("status=completed&offset=5")).toBe(2);
      expect(await totalOf("search=ALPHA")).toBe(1);
      expect(await totalOf("search=nothing-like-it")).toBe(0);
      // the statistics cover the whole history whatever the search, filter or page (one row, or none)
      for (const query of ["search=ALPHA", "status=failed", "limit=1&offset=2", "offset=5", "search=nothing-like-it"])
        expect((await get(`${BASE}?${query}`, token)).json().stats).toEqual(all.stats);
      expect(all.items.map((i: { ran_by: string; batch_id: string | null }) => [i.ran_by, i.batch_id])).toEqual([
        [email, null],
        [email, null],
        [email, null],
      ]);
      expect((await get(`${BASE}?sort=size`, token)).statusCode).toBe(422);
      // a page size outside 1-500, or not written in digits, is refused with one message, not quietly taken as another
      for (const limit of ["0", "501", "9999", "x", "1.5", "1e2", "%205", "0x10", "-1", "9".repeat(30)]) {
        const refused = await get(`${BASE}?limit=${limit}`, token);
        expect([refused.statusCode, refused.json().code, refused.json().detail]).toEqual([
          422,
          "validation_failed",
          "limit must be a whole number from 1 to 500",
        ]);
      }
      for (const offset of ["x", "-1", "1e2", "1000000000"]) {
        const refused = await get(`${BASE}?offset=${offset}`, token);
        expect([offset, refused.statusCode, refused.json().detail]).toEqual([
          offset,
          422,
          "offset must be a whole number from 0 to 999999999",
        ]);
      }
      expect((await get(`${BASE}?limit=500`, token)).json().items.length).toBe(3);
      expect((await get(`${BASE}?limit=${"0".repeat(30)}2`, token)).json().items.length).toBe(2);
    });

    it("saves edits, and the result and downloads give the edited tables", async () => {
      const { token } = await registerUser(t().app);
      const info = await extractInfo(token, "edit me.pdf");
      const tables = info.tables.map((tb: { headers: string[]; data: string[][] }) => ({
        headers: tb.headers,
        data: tb.data,
      }));
      tables[0].headers = ["No", "Name", "Qty", "Note"];
      tables[0].data[0][1] = "Edited cell";
      tables[0].data.push(["new", "row", "", "added"]);
      tables[1].data = tables[1].data.map((r: string[]) => [...r, "extra col"]);
      const saved = await t().app.inject({
        method: "PUT",
        url: `${BASE}/${info.extraction_id}/tables`,
        headers: bearer(token),
        payload: { tables },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ edited: true, table_count: 2 });
      const result = (await get(`${BASE}/${info.extraction_id}/result`, token)).json();
      expect(result.tables[0].headers).toEqual(["No", "Name", "Qty", "Note"]);
      expect(result.tables[0].data[0][1]).toBe("Edited cell");
      expect(result.tables[0].data.at(-1)).toEqual(["new", "row", "", "added"]);
      expect(result.tables[1].data[0]).toHaveLength(4);
      expect(result.statistics.total_rows).toBe(info.statistics.total_rows + 1);
      // two tables as CSV: a zip with one clean CSV per table, named by page and index
      const zipped = await get(`${BASE}/${info.extraction_id}/download?format=csv`, token);
      expect(zipped.headers["content-type"]).toBe("application/zip");
      expect(zipped.headers["content-disposition"]).toContain('filename="edit me_tables.zip"');
      const zip = await JSZip.loadAsync(zipped.rawPayload);
      const entries = Object.keys(zip.files).sort();
      expect(entries).toHaveLength(2);
      for (const name of entries) expect(name).toMatch(/^p\d+ t\d+\.csv$/);
      const first = await zip.file(entries[0]!)!.async("string");
      expect(first.split("\r\n").some((line) => line.startsWith("#"))).toBe(false);
      expect(parseCsv(first).map((r) => r.join("|"))).toContain("No|Name|Qty|Note");
      // statistics only when asked, in their own file
      const withStats = await JSZip.loadAsync(
        (await get(`${BASE}/${info.extraction_id}/download?format=csv&include_stats=true`, token)).rawPayload,
      );
      expect(Object.keys(withStats.files).sort()).toEqual([...entries, "statistics.csv"].sort());
      // the combined file when asked for
      const csv = await get(`${BASE}/${info.extraction_id}/download?format=csv&csv_layout=single`, token);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-disposition"]).toContain('filename="edit me_tables.csv"');
      const records = parseCsv(csv.body).map((r) => r.join("|"));
      expect(records).toContain("No|Name|Qty|Note");
      expect(records.some((r) => r.includes("Edited cell"))).toBe(true);
      expect(records).toContain("new|row||added");
      const xlsx = await get(`${BASE}/${info.extraction_id}/download?format=excel&include_stats=true`, token);
      expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
      const history = (await get(`${BASE}/${info.extraction_id}`, token)).json();
      expect(history).toMatchObject({ edited: true, total_rows: info.statistics.total_rows + 1 });
    });

    it("refuses malformed edits", async () => {
      const { token } = await registerUser(t().app);
      const info = await extractInfo(token, "x.pdf");
      const put = (payload: unknown) =>
        t().app.inject({
          method: "PUT",
          url: `${BASE}/${info.extraction_id}/tables`,
          headers: bearer(token),
          payload: payload as object,
        });
      const oneTable = await put({ tables: [{ headers: [], data: [["a"]] }] });
      expect(oneTable.json()).toEqual({
        code: "validation_failed",
        detail: "tables must hold all 2 table(s) of this extraction, in order (got 1)",
      });
      const wrongShape = await put({
        tables: [
          { headers: [], data: [[{ cell: 1 }]] },
          { headers: [], data: [] },
        ],
      });
      expect(wrongShape.statusCode).toBe(422);
      expect(wrongShape.json().code).toBe("validation_failed");
      const tooBig = await t().app.inject({
        method: "PUT",
        url: `${BASE}/${info.extraction_id}/tables`,
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: JSON.stringify({ tables: [{ headers: [], data: [["x".repeat(17 * 1024 * 1024)]] }] }),
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({
        code: "payload_too_large",
        detail: "The request body is larger than the 16 MB this endpoint accepts",
      });
    });

    it("renders a page with the table's box as a PNG", async () => {
      const { token } = await registerUser(t().app);
      const info = await extractInfo(token, "image.pdf");
      const url = `${BASE}/${info.extraction_id}/pages/1/image`;
      const boxed = await get(`${url}?table=1&scale=1`, token);
      expect(boxed.statusCode).toBe(200);
      expect(boxed.headers["content-type"]).toBe("image/png");
      const png = boxed.rawPayload;
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.readUInt32BE(16)).toBe(612); // IHDR width: US letter at 1 px per point
      const plain = await get(`${url}?scale=1`, token);
      expect(plain.rawPayload.equals(png)).toBe(false);
      const huge = await get(`${url}?scale=50`, token);
      expect(huge.rawPayload.readUInt32BE(16)).toBe(612 * 3); // clamped to 3
      expect((await get(`${url}?table=7`, token)).json().code).toBe("table_not_found");
      expect((await get(`${BASE}/${info.extraction_id}/pages/2/image?table=0`, token)).statusCode).toBe(422);
      expect((await get(`${BASE}/${info.extraction_id}/pages/2/image`, token)).json().code).toBe("page_out_of_range");
    });

    it("answers a page MuPDF cannot interpret with 422 damaged_pdf, not a server error", async () => {
      const { token } = await registerUser(t().app);
      const info = await extractInfo(token, "looped.pdf", pageTreeLoopPdf(2));
      expect((await get(`${BASE}/${info.extraction_id}/pages/1/image?scale=1`, token)).statusCode).toBe(200);
      const broken = await get(`${BASE}/${info.extraction_id}/pages/2/image?scale=1`, token);
      expect(broken.statusCode).toBe(422);
      expect(broken.json()).toMatchObject({
        code: "damaged_pdf",
        detail: expect.stringMatching(/^Page 2 cannot be read/),
      });
    });

    it("shows another user's extraction to nobody else: 404 everywhere, as for unknown ids", async () => {
      const owner = await registerUser(t().app);
      const other = await registerUser(t().app);
      const info = await extractInfo(owner.token, "private.pdf");
      const id = info.extraction_id as string;
      const calls = [
        { method: "GET" as const, url: `${BASE}/${id}` },
        { method: "GET" as const, url: `${BASE}/${id}/result` },
        { method: "GET" as const, url: `${BASE}/${id}/download?format=csv` },
        { method: "GET" as const, url: `${BASE}/${id}/pages/1/image?table=0` },
        { method: "PUT" as const, url: `${BASE}/${id}/tables`, payload: { tables: [] } },
        { method: "DELETE" as const, url: `${BASE}/${id}` },
      ];
      for (const call of calls) {
        const response = await t().app.inject({ ...call, headers: bearer(other.token) });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(response.json()).toEqual({ code: "not_found", detail: "Extraction was not found" });
      }
      expect((await get(BASE, other.token)).json().items).toEqual([]);
      for (const unknown of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
        expect((await get(`${BASE}/${unknown}`, owner.token)).json().code).toBe("not_found");
      }
      expect((await get(`${BASE}/${id}`, owner.token)).statusCode).toBe(200);
      expect((await t().app.inject({ method: "GET", url: `${BASE}/${id}` })).statusCode).toBe(401);
    });

    it("deletes an extraction with its stored PDF", async () => {
      const { token } = await registerUser(t().app);
      const info = await extractInfo(token, "gone.pdf");
      const row = await t()
        .database.db.selectFrom("extractions")
        .select("storage_key")
        .where("id", "=", info.extraction_id)
        .executeTakeFirstOrThrow();
      const deleted = await t().app.inject({
        method: "DELETE",
        url: `${BASE}/${info.extraction_id}`,
        headers: bearer(token),
      });
      expect(deleted.json()).toEqual({ success: true, id: info.extraction_id });
      expect((await get(`${BASE}/${info.extraction_id}`, token)).statusCode).toBe(404);
      expect(
        await t()
          .app.inject({ method: "DELETE", url: `${BASE}/${info.extraction_id}`, headers: bearer(token) })
          .then((r) => r.statusCode),
      ).toBe(404);
      const storage = (await import("../../storage/index.js")).LocalFileStore;
      expect(await new storage(`${t().config.dataDir}/files`).info(row.storage_key!)).toBeUndefined();
    });

    it("shows an extraction its server abandoned mid-run as failed (interrupted)", async () => {
      const { token, user } = await registerUser(t().app);
      const budget = longestExtractionMs(t().config);
      const orphan = await t()
        .database.db.insertInto("extractions")
        .values({
          user_id: user.id,
          workspace_id: user.workspace_id,
          filename: "orphan.pdf",
          file_size: 10,
          storage_key: null,
          status: "processing",
          expires_at: new Date(Date.now() + 86_400_000),
          created_at: new Date(Date.now() - budget - 120_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const fresh = await t()
        .database.db.insertInto("extractions")
        .values({
          user_id: user.id,
          workspace_id: user.workspace_id,
          filename: "fresh.pdf",
          file_size: 10,
          storage_key: null,
          status: "processing",
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // a re-extraction cut short: it still has the tables it started from
      const rerun = await t()
        .database.db.insertInto("extractions")
        .values({
          user_id: user.id,
          workspace_id: user.workspace_id,
          filename: "rerun.pdf",
          file_size: 10,
          storage_key: null,
          status: "processing",
          result: JSON.stringify([]),
          pages_total: 3,
          pages_done: 1,
          expires_at: new Date(Date.now() + 86_400_000),
          run_started_at: new Date(Date.now() - budget - 120_000),
          completed_at: new Date(Date.now() - budget - 200_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // every row exists before the first read: a process settles a workspace's abandoned runs at most every few seconds
      const items = (await get(BASE, token)).json().items as { id: string; status: string; error: string | null }[];
      expect(items.find((i) => i.id === orphan.id)).toMatchObject({
        status: "failed",
        error: "The server stopped while this PDF was being processed. Please upload it again.",
      });
      expect(items.find((i) => i.id === fresh.id)).toMatchObject({ status: "processing", error: null });
      expect((await get(`${BASE}/${orphan.id}`, token)).json().error_code).toBe("interrupted");
      // a re-extraction cut short went back to the tables it started from, completed, without an error
      const restored = (await get(`${BASE}/${rerun.id}`, token)).json();
      expect(restored).toMatchObject({ status: "completed", pages_done: 3, error: null, error_code: null });
      expect(restored.completed_at).not.toBeNull();
    });

    it("answers 409 for results not ready and 410 once expired", async () => {
      const { token } = await registerUser(t().app);
      const info = await extractInfo(token, "old.pdf");
      await t()
        .database.db.updateTable("extractions")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("id", "=", info.extraction_id)
        .execute();
      const expired = await get(`${BASE}/${info.extraction_id}/download`, token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe("extraction_expired");
      expect((await get(`${BASE}/${info.extraction_id}`, token)).json().expired).toBe(true);
      await upload(t().app, "/api/v1/pdf/extract-info", token, { name: "bad.pdf", data: Buffer.from("nope") });
      const failed = (await get(`${BASE}?status=failed`, token)).json().items[0];
      const notReady = await get(`${BASE}/${failed.id}/result`, token);
      expect(notReady.statusCode).toBe(409);
      expect(notReady.json()).toEqual({
        code: "extraction_not_ready",
        detail: "This extraction failed, so it has no tables",
      });
    });
  },
);
